import type { OnboardingFlowMessages } from '../../react/i18n/en-onboarding-flow';

export const flow: OnboardingFlowMessages = {
  'flow.label': 'Buka akaun anda',
  'flow.progress': 'Kemajuan',
  'flow.stepOf': 'Langkah {n} daripada {total}',
  // The compact step indicator: the position, then the step's short name.
  'flow.stepOfNamed': '{position} · {name}',
  'flow.announce': '{position}: {title}',
  'flow.completedStep': '(selesai)',
  'flow.allDone': 'Semua langkah selesai',
  'flow.back': 'Kembali',
  'flow.continue': 'Teruskan',
  'flow.loading': 'Memuatkan permohonan anda…',
  'flow.loadFailed': 'Permohonan anda tidak dapat dimuatkan. {message}',
  'flow.retry': 'Cuba lagi',

  // Short names in the progress list, and the headings of the steps.
  'flow.step.customer-type': 'Jenis akaun',
  'flow.step.details': 'Butiran anda',
  'flow.step.details.business': 'Butiran perniagaan',
  'flow.step.documents': 'Dokumen',
  'flow.step.liveness': 'Semakan swafoto',
  'flow.step.verification': 'Pengesahan',
  'flow.step.account': 'Butiran akaun',
  'flow.title.customer-type': 'Untuk siapakah akaun ini?',
  'flow.title.details': 'Beritahu kami tentang diri anda',
  'flow.title.details.business': 'Beritahu kami tentang perniagaan',
  'flow.title.documents': 'Muat naik dokumen anda',
  'flow.title.documents.business': 'Muat naik dokumen perniagaan',
  'flow.title.liveness': 'Buat semakan swafoto',
  'flow.title.account': 'Anda telah disahkan',

  // Choosing the account type.
  'flow.type.legend': 'Pilih untuk siapa akaun ini',
  'flow.type.individual': 'Individu',
  'flow.type.individual.hint': 'Akaun peribadi atas nama anda sendiri.',
  'flow.type.business': 'Perniagaan',
  'flow.type.business.hint': 'Syarikat, perkongsian, milikan tunggal atau amanah.',
  'flow.type.required': 'Pilih untuk siapa akaun ini',
  'flow.type.creating': 'Membuka akaun anda…',
  'flow.type.failed': 'Akaun anda tidak dapat dibuka. {message}',

  // Documents.
  'flow.documents.intro': 'Foto atau imbasan mesti menunjukkan keseluruhan dokumen, dengan setiap bucu kelihatan dan teks yang boleh dibaca.',
  'flow.documents.intro.business': 'Muat naik salinan jelas dokumen rasmi perniagaan.',
  'flow.documents.idChoice': 'Dokumen pengenalan manakah yang akan anda muat naik?',
  'flow.documents.idChoice.passport': 'Pasport',
  'flow.documents.idChoice.card': 'Lesen memandu atau kad pengenalan negara (depan dan belakang)',
  'flow.documents.idChoice.required': 'Pilih dokumen pengenalan yang akan anda muat naik',
  'flow.documents.identity': 'Dokumen pengenalan',
  'flow.documents.address': 'Alamat anda',
  'flow.documents.trustChoice': 'Adakah perniagaan ini sebuah amanah?',
  'flow.documents.trustChoice.yes': 'Ya, ia sebuah amanah',
  'flow.documents.trustChoice.no': 'Tidak',
  'flow.documents.trustChoice.required': 'Pilih sama ada perniagaan ini sebuah amanah',
  'flow.documents.trustDeedHint': 'Surat ikatan bertandatangan yang menubuhkan amanah itu, dengan setiap jadualnya.',
  'flow.documents.registrationHint': 'Sijil pendaftaran atau pemerbadanan.',
  'flow.documents.alreadyUploaded': 'Sudah dimuat naik: {list}. Muat naik semula hanya untuk menggantikannya.',
  'flow.documents.missing': 'Muat naik {document}',
  'flow.documents.busy': 'Tunggu sehingga muat naik selesai sebelum anda meneruskan',

  // Verification and the account.
  'flow.owners.send': 'Hantar butiran yang dikemas kini',
  'flow.owners.sent': 'Butiran yang dikemas kini telah dihantar.',
  'flow.account.activating': 'Menghidupkan pembayaran masuk…',
  'flow.account.ready': 'Akaun anda sedia untuk menerima pembayaran.',
  'flow.account.failed': 'Pembayaran masuk tidak dapat dihidupkan. {message}',
};
