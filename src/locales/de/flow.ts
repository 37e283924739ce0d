import type { OnboardingFlowMessages } from '../../react/i18n/en-onboarding-flow';

export const flow: OnboardingFlowMessages = {
  'flow.label': 'Kontoeröffnung',
  'flow.progress': 'Fortschritt',
  'flow.stepOf': 'Schritt {n} von {total}',
  'flow.announce': 'Schritt {n} von {total}: {title}',
  'flow.completedStep': '(abgeschlossen)',
  'flow.back': 'Zurück',
  'flow.continue': 'Weiter',
  'flow.loading': 'Ihr Antrag wird geladen…',
  'flow.loadFailed': 'Ihr Antrag konnte nicht geladen werden: {message}',
  'flow.retry': 'Erneut versuchen',

  // Short names in the progress list, and the headings of the steps.
  'flow.step.customer-type': 'Kontoart',
  'flow.step.details': 'Ihre Angaben',
  'flow.step.details.business': 'Angaben zum Unternehmen',
  'flow.step.documents': 'Dokumente',
  'flow.step.liveness': 'Selfie-Prüfung',
  'flow.step.verification': 'Verifizierung',
  'flow.step.account': 'Kontodaten',
  'flow.title.customer-type': 'Für wen ist das Konto?',
  'flow.title.details': 'Erzählen Sie uns etwas über sich',
  'flow.title.details.business': 'Erzählen Sie uns etwas über das Unternehmen',
  'flow.title.documents': 'Laden Sie Ihre Dokumente hoch',
  'flow.title.documents.business': 'Laden Sie die Dokumente des Unternehmens hoch',
  'flow.title.liveness': 'Führen Sie die Selfie-Prüfung durch',
  'flow.title.verification': 'Ihr Antrag',
  'flow.title.account': 'Ihr Konto ist bereit',

  // Choosing the account type.
  'flow.type.legend': 'Wählen Sie aus, für wen das Konto ist',
  'flow.type.individual': 'Für mich als Privatperson',
  'flow.type.individual.hint': 'Ein persönliches Konto auf Ihren eigenen Namen.',
  'flow.type.business': 'Für ein Unternehmen',
  'flow.type.business.hint': 'Eine Kapitalgesellschaft, eine Personengesellschaft, ein Einzelunternehmen oder ein Trust.',
  'flow.type.required': 'Wählen Sie aus, für wen das Konto ist',
  'flow.type.creating': 'Ihr Konto wird eröffnet…',
  'flow.type.failed': 'Ihr Konto konnte nicht eröffnet werden: {message}',

  // Documents.
  'flow.documents.intro': 'Fotos oder Scans müssen das ganze Dokument zeigen: Alle Ecken müssen sichtbar und der Text muss lesbar sein.',
  'flow.documents.intro.business': 'Laden Sie gut lesbare Kopien der amtlichen Dokumente des Unternehmens hoch.',
  'flow.documents.idChoice': 'Welches Ausweisdokument laden Sie hoch?',
  'flow.documents.idChoice.passport': 'Reisepass',
  'flow.documents.idChoice.card': 'Führerschein oder Personalausweis (Vorder- und Rückseite)',
  'flow.documents.idChoice.required': 'Wählen Sie aus, welches Ausweisdokument Sie hochladen',
  'flow.documents.identity': 'Ausweisdokument',
  'flow.documents.address': 'Ihre Adresse',
  'flow.documents.business': 'Unternehmensdokumente',
  'flow.documents.trustDeedOptional': 'Trust-Urkunde (Trust Deed, nur bei einem Trust)',
  'flow.documents.trustDeedHint': 'Die unterzeichnete Urkunde, mit der der Trust errichtet wurde, mit allen Anlagen.',
  'flow.documents.registrationHint': 'Die Bescheinigung über die Registrierung oder Gründung.',
  'flow.documents.alreadyUploaded': 'Bereits hochgeladen: {list}. Laden Sie ein Dokument nur dann erneut hoch, wenn Sie es ersetzen möchten.',
  'flow.documents.missing': 'Laden Sie dieses Dokument hoch: {document}',
  'flow.documents.busy': 'Warten Sie, bis das Hochladen abgeschlossen ist, bevor Sie fortfahren',

  // Verification and the account.
  'flow.owners.send': 'Aktualisierte Angaben senden',
  'flow.owners.sent': 'Die aktualisierten Angaben wurden gesendet.',
  'flow.account.activating': 'Eingehende Zahlungen werden aktiviert…',
  'flow.account.failed': 'Eingehende Zahlungen konnten nicht aktiviert werden: {message}',
};
