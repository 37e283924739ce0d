import type { OnboardingFlowMessages } from '../../react/i18n/en-onboarding-flow';

export const flow: OnboardingFlowMessages = {
  'flow.label': 'فتح حسابك',
  'flow.progress': 'التقدّم',
  'flow.stepOf': 'الخطوة {n} من {total}',
  'flow.announce': 'الخطوة {n} من {total}: {title}',
  'flow.completedStep': '(مكتملة)',
  'flow.back': 'رجوع',
  'flow.continue': 'متابعة',
  'flow.loading': 'جارٍ تحميل طلبك…',
  'flow.loadFailed': 'تعذّر تحميل طلبك: {message}',
  'flow.retry': 'إعادة المحاولة',

  // Short names in the progress list, and the headings of the steps.
  'flow.step.customer-type': 'نوع الحساب',
  'flow.step.details': 'بياناتك',
  'flow.step.details.business': 'بيانات النشاط التجاري',
  'flow.step.documents': 'المستندات',
  'flow.step.liveness': 'التحقق بصورة سيلفي',
  'flow.step.verification': 'التحقق',
  'flow.step.account': 'تفاصيل الحساب',
  'flow.title.customer-type': 'لمن هذا الحساب؟',
  'flow.title.details': 'أخبرنا عن نفسك',
  'flow.title.details.business': 'أخبرنا عن النشاط التجاري',
  'flow.title.documents': 'ارفع مستنداتك',
  'flow.title.documents.business': 'ارفع مستندات النشاط التجاري',
  'flow.title.liveness': 'أجرِ التحقق بصورة سيلفي',
  'flow.title.verification': 'طلبك',
  'flow.title.account': 'حسابك جاهز',

  // Choosing the account type.
  'flow.type.legend': 'اختر لمن سيكون الحساب',
  'flow.type.individual': 'لي أنا، بصفتي فردًا',
  'flow.type.individual.hint': 'حساب شخصي باسمك.',
  'flow.type.business': 'لنشاط تجاري',
  'flow.type.business.hint': 'شركة أو شراكة أو تاجر فرد أو صندوق ائتماني.',
  'flow.type.required': 'اختر لمن سيكون الحساب',
  'flow.type.creating': 'جارٍ فتح حسابك…',
  'flow.type.failed': 'تعذّر فتح حسابك: {message}',

  // Documents.
  'flow.documents.intro': 'يجب أن تُظهر الصور أو النسخ الممسوحة ضوئيًا المستند كاملًا، مع ظهور كل زواياه ووضوح النص.',
  'flow.documents.intro.business': 'ارفع نسخًا واضحة من المستندات الرسمية للنشاط التجاري.',
  'flow.documents.idChoice': 'ما وثيقة الهوية التي سترفعها؟',
  'flow.documents.idChoice.passport': 'جواز السفر',
  'flow.documents.idChoice.card': 'رخصة القيادة أو بطاقة الهوية الوطنية (الوجهان الأمامي والخلفي)',
  'flow.documents.idChoice.required': 'اختر وثيقة الهوية التي سترفعها',
  'flow.documents.identity': 'وثيقة الهوية',
  'flow.documents.address': 'عنوانك',
  'flow.documents.business': 'مستندات النشاط التجاري',
  'flow.documents.trustDeedOptional': 'صك الائتمان (للصناديق الائتمانية فقط)',
  'flow.documents.trustDeedHint': 'الصك الموقّع الذي أُنشئ بموجبه الصندوق الائتماني، مع جميع ملاحقه.',
  'flow.documents.registrationHint': 'شهادة التسجيل أو التأسيس.',
  'flow.documents.alreadyUploaded': 'سبق رفع ما يلي: {list}. لا تُعِد رفع مستند إلا إذا أردت استبداله.',
  'flow.documents.missing': 'ارفع {document}',
  'flow.documents.busy': 'انتظر حتى يكتمل الرفع قبل المتابعة',

  // Verification and the account.
  'flow.owners.send': 'إرسال البيانات المحدّثة',
  'flow.owners.sent': 'تم إرسال البيانات المحدّثة.',
  'flow.account.activating': 'جارٍ تفعيل استلام المدفوعات…',
  'flow.account.failed': 'تعذّر تفعيل استلام المدفوعات: {message}',
};
