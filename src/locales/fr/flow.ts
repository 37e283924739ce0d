import type { OnboardingFlowMessages } from '../../react/i18n/en-onboarding-flow';

export const flow: OnboardingFlowMessages = {
  'flow.label': 'Ouverture de votre compte',
  'flow.progress': 'Progression',
  'flow.stepOf': 'Étape {n} sur {total}',
  'flow.announce': 'Étape {n} sur {total}\u00a0: {title}',
  'flow.completedStep': '(terminée)',
  'flow.back': 'Retour',
  'flow.continue': 'Continuer',
  'flow.loading': 'Chargement de votre demande…',
  'flow.loadFailed': 'Impossible de charger votre demande\u00a0: {message}',
  'flow.retry': 'Réessayer',

  // Short names in the progress list, and the headings of the steps.
  'flow.step.customer-type': 'Type de compte',
  'flow.step.details': 'Vos informations',
  'flow.step.details.business': 'Informations sur l’entreprise',
  'flow.step.documents': 'Documents',
  'flow.step.liveness': 'Vérification par selfie',
  'flow.step.verification': 'Vérification',
  'flow.step.account': 'Coordonnées du compte',
  'flow.title.customer-type': 'Pour qui est ce compte\u00a0?',
  'flow.title.details': 'Parlez-nous de vous',
  'flow.title.details.business': 'Parlez-nous de l’entreprise',
  'flow.title.documents': 'Envoyez vos documents',
  'flow.title.documents.business': 'Envoyez les documents de l’entreprise',
  'flow.title.liveness': 'Faites la vérification par selfie',
  'flow.title.verification': 'Votre demande',
  'flow.title.account': 'Votre compte est prêt',

  // Choosing the account type.
  'flow.type.legend': 'Choisissez pour qui est ce compte',
  'flow.type.individual': 'Pour moi, à titre personnel',
  'flow.type.individual.hint': 'Un compte personnel à votre nom.',
  'flow.type.business': 'Pour une entreprise',
  'flow.type.business.hint': 'Une société, une société de personnes, un entrepreneur individuel ou une fiducie.',
  'flow.type.required': 'Sélectionnez pour qui est ce compte',
  'flow.type.creating': 'Ouverture de votre compte…',
  'flow.type.failed': 'Impossible d’ouvrir votre compte\u00a0: {message}',

  // Documents.
  'flow.documents.intro': 'Les photos ou les scans doivent montrer le document en entier, avec tous les coins visibles et un texte lisible.',
  'flow.documents.intro.business': 'Envoyez des copies nettes des documents officiels de l’entreprise.',
  'flow.documents.idChoice': 'Quelle pièce d’identité allez-vous envoyer\u00a0?',
  'flow.documents.idChoice.passport': 'Passeport',
  'flow.documents.idChoice.card': 'Permis de conduire ou carte nationale d’identité (recto et verso)',
  'flow.documents.idChoice.required': 'Sélectionnez la pièce d’identité que vous allez envoyer',
  'flow.documents.identity': 'Pièce d’identité',
  'flow.documents.address': 'Votre adresse',
  'flow.documents.business': 'Documents de l’entreprise',
  'flow.documents.trustDeedOptional': 'Acte de fiducie (fiducies uniquement)',
  'flow.documents.trustDeedHint': 'L’acte signé qui a constitué la fiducie, avec toutes ses annexes.',
  'flow.documents.registrationHint': 'Le certificat d’immatriculation ou de constitution.',
  'flow.documents.alreadyUploaded': 'Ce que vous avez déjà envoyé\u00a0: {list}. N’envoyez à nouveau un document que pour le remplacer.',
  'flow.documents.missing': 'Envoyez le document suivant\u00a0: {document}',
  'flow.documents.busy': 'Attendez la fin de l’envoi avant de continuer',

  // Verification and the account.
  'flow.owners.send': 'Envoyer les informations mises à jour',
  'flow.owners.sent': 'Les informations mises à jour ont été envoyées.',
  'flow.account.activating': 'Activation des paiements entrants…',
  'flow.account.failed': 'Impossible d’activer les paiements entrants\u00a0: {message}',
};
