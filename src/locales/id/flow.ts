import type { OnboardingFlowMessages } from '../../react/i18n/en-onboarding-flow';

export const flow: OnboardingFlowMessages = {
  'flow.label': 'Buka akun Anda',
  'flow.progress': 'Progres',
  'flow.stepOf': 'Langkah {n} dari {total}',
  // The compact step indicator: the position, then the step's short name.
  'flow.stepOfNamed': '{position} · {name}',
  'flow.announce': '{position}: {title}',
  'flow.completedStep': '(selesai)',
  'flow.allDone': 'Semua langkah selesai',
  'flow.back': 'Kembali',
  'flow.continue': 'Lanjutkan',
  'flow.loading': 'Memuat pengajuan Anda…',
  'flow.loadFailed': 'Pengajuan Anda tidak dapat dimuat. {message}',
  'flow.retry': 'Coba lagi',

  // Short names in the progress list, and the headings of the steps.
  'flow.step.customer-type': 'Jenis akun',
  'flow.step.details': 'Data Anda',
  'flow.step.details.business': 'Data usaha',
  'flow.step.documents': 'Dokumen',
  'flow.step.liveness': 'Verifikasi selfie',
  'flow.step.verification': 'Verifikasi',
  'flow.step.account': 'Detail rekening',
  'flow.title.customer-type': 'Untuk siapa akun ini?',
  'flow.title.details': 'Ceritakan tentang diri Anda',
  'flow.title.details.business': 'Ceritakan tentang usaha Anda',
  'flow.title.documents': 'Unggah dokumen Anda',
  'flow.title.documents.business': 'Unggah dokumen usaha',
  'flow.title.liveness': 'Lakukan verifikasi selfie',
  'flow.title.account': 'Anda sudah terverifikasi',

  // Choosing the account type.
  'flow.type.legend': 'Pilih untuk siapa akun ini',
  'flow.type.individual': 'Perorangan',
  'flow.type.individual.hint': 'Akun pribadi atas nama Anda sendiri.',
  'flow.type.business': 'Usaha',
  'flow.type.business.hint': 'Perusahaan, persekutuan, usaha perorangan, atau trust.',
  'flow.type.required': 'Pilih untuk siapa akun ini',
  'flow.type.creating': 'Membuka akun Anda…',
  'flow.type.failed': 'Akun Anda tidak dapat dibuka. {message}',

  // Documents.
  'flow.documents.intro': 'Foto atau pindaian harus memperlihatkan seluruh dokumen, dengan semua sudut terlihat dan teks yang terbaca.',
  'flow.documents.intro.business': 'Unggah salinan yang jelas dari dokumen resmi usaha.',
  'flow.documents.idChoice': 'Dokumen identitas apa yang akan Anda unggah?',
  'flow.documents.idChoice.passport': 'Paspor',
  'flow.documents.idChoice.card': 'SIM atau kartu identitas nasional (depan dan belakang)',
  'flow.documents.idChoice.required': 'Pilih dokumen identitas yang akan Anda unggah',
  'flow.documents.identity': 'Dokumen identitas',
  'flow.documents.address': 'Alamat Anda',
  'flow.documents.trustChoice': 'Apakah usaha ini berbentuk trust?',
  'flow.documents.trustChoice.yes': 'Ya, berbentuk trust',
  'flow.documents.trustChoice.no': 'Tidak',
  'flow.documents.trustChoice.required': 'Pilih apakah usaha ini berbentuk trust',
  'flow.documents.trustDeedHint': 'Akta yang ditandatangani saat trust didirikan, beserta semua lampirannya.',
  'flow.documents.registrationHint': 'Sertifikat pendaftaran atau akta pendirian.',
  'flow.documents.alreadyUploaded': 'Sudah diunggah: {list}. Unggah lagi hanya jika ingin menggantinya.',
  'flow.documents.missing': 'Unggah {document}',
  'flow.documents.busy': 'Tunggu hingga unggahan selesai sebelum melanjutkan',

  // Verification and the account.
  'flow.owners.send': 'Kirim data yang diperbarui',
  'flow.owners.sent': 'Data yang diperbarui telah dikirim.',
  'flow.account.activating': 'Mengaktifkan pembayaran masuk…',
  'flow.account.ready': 'Akun Anda siap menerima pembayaran.',
  'flow.account.failed': 'Pembayaran masuk tidak dapat diaktifkan. {message}',
};
