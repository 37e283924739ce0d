import type { OnboardingFlowMessages } from '../../react/i18n/en-onboarding-flow';

export const flow: OnboardingFlowMessages = {
  'flow.label': 'افتتاح حساب',
  'flow.progress': 'پیشرفت',
  'flow.stepOf': 'مرحله {n} از {total}',
  // The compact step indicator: the position, then the step's short name.
  'flow.stepOfNamed': '{position} · {name}',
  'flow.announce': '{position}: {title}',
  'flow.completedStep': '(انجام شد)',
  'flow.allDone': 'همه مرحله‌ها انجام شد',
  'flow.back': 'بازگشت',
  'flow.continue': 'ادامه',
  'flow.loading': 'در حال بارگذاری درخواست شما…',
  'flow.loadFailed': 'درخواست شما بارگذاری نشد. {message}',
  'flow.retry': 'تلاش دوباره',

  // Short names in the progress list, and the headings of the steps.
  'flow.step.customer-type': 'نوع حساب',
  'flow.step.details': 'اطلاعات شما',
  'flow.step.details.business': 'اطلاعات کسب‌وکار',
  'flow.step.documents': 'مدارک',
  'flow.step.liveness': 'احراز چهره',
  'flow.step.verification': 'احراز هویت',
  'flow.step.account': 'مشخصات حساب',
  'flow.title.customer-type': 'حساب برای چه کسی است؟',
  'flow.title.details': 'درباره خودتان بگویید',
  'flow.title.details.business': 'درباره کسب‌وکار بگویید',
  'flow.title.documents': 'مدارک خود را بارگذاری کنید',
  'flow.title.documents.business': 'مدارک کسب‌وکار را بارگذاری کنید',
  'flow.title.liveness': 'احراز چهره با سلفی',
  'flow.title.account': 'هویت شما تأیید شد',

  // Choosing the account type.
  'flow.type.legend': 'انتخاب کنید حساب برای چه کسی است',
  'flow.type.individual': 'شخص حقیقی',
  'flow.type.individual.hint': 'حساب شخصی به نام خودتان.',
  'flow.type.business': 'کسب‌وکار',
  'flow.type.business.hint': 'شرکت، شراکت، کسب‌وکار انفرادی یا تراست.',
  'flow.type.required': 'انتخاب کنید حساب برای چه کسی است',
  'flow.type.creating': 'در حال افتتاح حساب شما…',
  'flow.type.failed': 'حساب شما افتتاح نشد. {message}',

  // Documents.
  'flow.documents.intro': 'عکس یا اسکن باید کل مدرک را نشان دهد، با همه گوشه‌ها و متنی خوانا.',
  'flow.documents.intro.business': 'نسخه‌های واضحی از مدارک رسمی کسب‌وکار بارگذاری کنید.',
  'flow.documents.idChoice': 'کدام مدرک شناسایی را بارگذاری می‌کنید؟',
  'flow.documents.idChoice.passport': 'گذرنامه',
  'flow.documents.idChoice.card': 'گواهینامه رانندگی یا کارت ملی (پشت و رو)',
  'flow.documents.idChoice.required': 'انتخاب کنید کدام مدرک شناسایی را بارگذاری می‌کنید',
  'flow.documents.identity': 'مدرک شناسایی',
  'flow.documents.address': 'نشانی شما',
  'flow.documents.trustChoice': 'آیا این کسب‌وکار تراست است؟',
  'flow.documents.trustChoice.yes': 'بله، تراست است',
  'flow.documents.trustChoice.no': 'خیر',
  'flow.documents.trustChoice.required': 'انتخاب کنید که آیا کسب‌وکار تراست است',
  'flow.documents.trustDeedHint': 'سند امضاشده‌ای که تراست با آن تشکیل شده، با همه پیوست‌ها.',
  'flow.documents.registrationHint': 'گواهی ثبت یا گواهی تأسیس شرکت.',
  'flow.documents.alreadyUploaded': 'قبلاً بارگذاری شده: {list}. فقط برای جایگزینی دوباره بارگذاری کنید.',
  'flow.documents.missing': '{document} را بارگذاری کنید',
  'flow.documents.busy': 'پیش از ادامه، صبر کنید بارگذاری تمام شود',

  // Verification and the account.
  'flow.owners.send': 'ارسال اطلاعات به‌روزشده',
  'flow.owners.sent': 'اطلاعات به‌روزشده ارسال شد.',
  'flow.account.activating': 'در حال فعال‌سازی دریافت پرداخت…',
  'flow.account.ready': 'حساب شما آماده دریافت پرداخت است.',
  'flow.account.failed': 'دریافت پرداخت فعال نشد. {message}',
};
