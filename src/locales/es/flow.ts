import type { OnboardingFlowMessages } from '../../react/i18n/en-onboarding-flow';

export const flow: OnboardingFlowMessages = {
  'flow.label': 'Apertura de su cuenta',
  'flow.progress': 'Progreso',
  'flow.stepOf': 'Paso {n} de {total}',
  'flow.announce': 'Paso {n} de {total}: {title}',
  'flow.completedStep': '(completado)',
  'flow.back': 'Atrás',
  'flow.continue': 'Continuar',
  'flow.loading': 'Cargando su solicitud…',
  'flow.loadFailed': 'No se pudo cargar su solicitud: {message}',
  'flow.retry': 'Intentar de nuevo',

  // Short names in the progress list, and the headings of the steps.
  'flow.step.customer-type': 'Tipo de cuenta',
  'flow.step.details': 'Sus datos',
  'flow.step.details.business': 'Datos de la empresa',
  'flow.step.documents': 'Documentos',
  'flow.step.liveness': 'Verificación con selfie',
  'flow.step.verification': 'Verificación',
  'flow.step.account': 'Datos de la cuenta',
  'flow.title.customer-type': '¿Para quién es la cuenta?',
  'flow.title.details': 'Háblenos de usted',
  'flow.title.details.business': 'Háblenos de la empresa',
  'flow.title.documents': 'Suba sus documentos',
  'flow.title.documents.business': 'Suba los documentos de la empresa',
  'flow.title.liveness': 'Haga la verificación con selfie',
  'flow.title.verification': 'Su solicitud',
  'flow.title.account': 'Su cuenta está lista',

  // Choosing the account type.
  'flow.type.legend': 'Elija para quién es la cuenta',
  'flow.type.individual': 'Para mí, como particular',
  'flow.type.individual.hint': 'Una cuenta personal a su nombre.',
  'flow.type.business': 'Para una empresa',
  'flow.type.business.hint': 'Una sociedad, una sociedad de personas, un empresario individual o un fideicomiso.',
  'flow.type.required': 'Seleccione para quién es la cuenta',
  'flow.type.creating': 'Abriendo su cuenta…',
  'flow.type.failed': 'No se pudo abrir su cuenta: {message}',

  // Documents.
  'flow.documents.intro': 'Las fotos o los escaneos deben mostrar el documento entero, con todas las esquinas visibles y el texto legible.',
  'flow.documents.intro.business': 'Suba copias nítidas de los documentos oficiales de la empresa.',
  'flow.documents.idChoice': '¿Qué documento de identidad va a subir?',
  'flow.documents.idChoice.passport': 'Pasaporte',
  'flow.documents.idChoice.card': 'Licencia de conducir o documento nacional de identidad (parte delantera y trasera)',
  'flow.documents.idChoice.required': 'Seleccione qué documento de identidad va a subir',
  'flow.documents.identity': 'Documento de identidad',
  'flow.documents.address': 'Su dirección',
  'flow.documents.business': 'Documentos de la empresa',
  'flow.documents.trustDeedOptional': 'Escritura del fideicomiso (solo fideicomisos)',
  'flow.documents.trustDeedHint': 'La escritura firmada con la que se constituyó el fideicomiso, con todos sus anexos.',
  'flow.documents.registrationHint': 'El certificado de registro o de constitución.',
  'flow.documents.alreadyUploaded': 'Ya ha subido: {list}. Vuelva a subir un documento solo si quiere reemplazarlo.',
  'flow.documents.missing': 'Suba este documento: {document}',
  'flow.documents.busy': 'Espere a que termine la subida antes de continuar',

  // Verification and the account.
  'flow.owners.send': 'Enviar los datos actualizados',
  'flow.owners.sent': 'Se han enviado los datos actualizados.',
  'flow.account.activating': 'Activando los pagos entrantes…',
  'flow.account.failed': 'No se pudieron activar los pagos entrantes: {message}',
};
