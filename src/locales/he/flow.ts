import type { OnboardingFlowMessages } from '../../react/i18n/en-onboarding-flow';

export const flow: OnboardingFlowMessages = {
  'flow.label': 'פתיחת חשבון',
  'flow.progress': 'התקדמות',
  'flow.stepOf': 'שלב {n} מתוך {total}',
  // The compact step indicator: the position, then the step's short name.
  'flow.stepOfNamed': '{position} · {name}',
  'flow.announce': '{position}: {title}',
  'flow.completedStep': '(הושלם)',
  'flow.allDone': 'כל השלבים הושלמו',
  'flow.back': 'חזרה',
  'flow.continue': 'המשך',
  'flow.loading': 'הבקשה שלכם נטענת…',
  'flow.loadFailed': 'לא ניתן היה לטעון את הבקשה שלכם. {message}',
  'flow.retry': 'לנסות שוב',

  // Short names in the progress list, and the headings of the steps.
  'flow.step.customer-type': 'סוג החשבון',
  'flow.step.details': 'הפרטים שלכם',
  'flow.step.details.business': 'פרטי העסק',
  'flow.step.documents': 'מסמכים',
  'flow.step.liveness': 'בדיקת סלפי',
  'flow.step.verification': 'אימות',
  'flow.step.account': 'פרטי החשבון',
  'flow.title.customer-type': 'עבור מי החשבון?',
  'flow.title.details': 'ספרו לנו על עצמכם',
  'flow.title.details.business': 'ספרו לנו על העסק',
  'flow.title.documents': 'העלאת המסמכים שלכם',
  'flow.title.documents.business': 'העלאת מסמכי העסק',
  'flow.title.liveness': 'ביצוע בדיקת סלפי',
  'flow.title.account': 'האימות הושלם',

  // Choosing the account type.
  'flow.type.legend': 'בחרו עבור מי החשבון',
  'flow.type.individual': 'אדם פרטי',
  'flow.type.individual.hint': 'חשבון אישי על שמכם.',
  'flow.type.business': 'עסק',
  'flow.type.business.hint': 'חברה, שותפות, עוסק יחיד או נאמנות.',
  'flow.type.required': 'בחרו עבור מי החשבון',
  'flow.type.creating': 'החשבון שלכם נפתח…',
  'flow.type.failed': 'לא ניתן היה לפתוח את החשבון שלכם. {message}',

  // Documents.
  'flow.documents.intro': 'בתמונות או בסריקות צריך לראות את המסמך כולו, עם כל הפינות, והטקסט צריך להיות קריא.',
  'flow.documents.intro.business': 'העלו עותקים ברורים של המסמכים הרשמיים של העסק.',
  'flow.documents.idChoice': 'איזה מסמך זיהוי תעלו?',
  'flow.documents.idChoice.passport': 'דרכון',
  'flow.documents.idChoice.card': 'רישיון נהיגה או תעודת זהות (שני הצדדים)',
  'flow.documents.idChoice.required': 'בחרו איזה מסמך זיהוי תעלו',
  'flow.documents.identity': 'מסמך זיהוי',
  'flow.documents.address': 'הכתובת שלכם',
  'flow.documents.trustChoice': 'האם העסק הוא נאמנות?',
  'flow.documents.trustChoice.yes': 'כן, זו נאמנות',
  'flow.documents.trustChoice.no': 'לא',
  'flow.documents.trustChoice.required': 'בחרו אם העסק הוא נאמנות',
  'flow.documents.trustDeedHint': 'שטר הנאמנות החתום שבו הוקמה הנאמנות, עם כל הנספחים.',
  'flow.documents.registrationHint': 'תעודת הרישום או תעודת ההתאגדות.',
  'flow.documents.alreadyUploaded': 'כבר הועלו: {list}. העלו שוב רק כדי להחליף.',
  'flow.documents.missing': 'העלו את {document}',
  'flow.documents.busy': 'המתינו לסיום ההעלאה לפני שתמשיכו',

  // Verification and the account.
  'flow.owners.send': 'שליחת הפרטים המעודכנים',
  'flow.owners.sent': 'הפרטים המעודכנים נשלחו.',
  'flow.account.activating': 'מפעילים תשלומים נכנסים…',
  'flow.account.ready': 'החשבון שלכם מוכן לקבלת תשלומים.',
  'flow.account.failed': 'לא ניתן היה להפעיל תשלומים נכנסים. {message}',
};
