import type { OnboardingFlowMessages } from '../../react/i18n/en-onboarding-flow';

export const flow: OnboardingFlowMessages = {
  'flow.label': 'अपना खाता खोलें',
  'flow.progress': 'प्रगति',
  'flow.stepOf': '{total} में से चरण {n}',
  // The compact step indicator: the position, then the step's short name.
  'flow.stepOfNamed': '{position} · {name}',
  'flow.announce': '{position}: {title}',
  'flow.completedStep': '(पूरा हुआ)',
  'flow.allDone': 'सभी चरण पूरे हुए',
  'flow.back': 'पीछे',
  'flow.continue': 'जारी रखें',
  'flow.loading': 'आपका आवेदन लोड हो रहा है…',
  'flow.loadFailed': 'आपका आवेदन लोड नहीं हो सका। {message}',
  'flow.retry': 'फिर से कोशिश करें',

  // Short names in the progress list, and the headings of the steps.
  'flow.step.customer-type': 'खाते का प्रकार',
  'flow.step.details': 'आपका विवरण',
  'flow.step.details.business': 'व्यवसाय का विवरण',
  'flow.step.documents': 'दस्तावेज़',
  'flow.step.liveness': 'सेल्फ़ी जाँच',
  'flow.step.verification': 'सत्यापन',
  'flow.step.account': 'खाते का विवरण',
  'flow.title.customer-type': 'यह खाता किसके लिए है?',
  'flow.title.details': 'अपने बारे में बताएँ',
  'flow.title.details.business': 'व्यवसाय के बारे में बताएँ',
  'flow.title.documents': 'अपने दस्तावेज़ अपलोड करें',
  'flow.title.documents.business': 'व्यवसाय के दस्तावेज़ अपलोड करें',
  'flow.title.liveness': 'सेल्फ़ी जाँच करें',
  'flow.title.account': 'आपका सत्यापन हो गया है',

  // Choosing the account type.
  'flow.type.legend': 'चुनें कि खाता किसके लिए है',
  'flow.type.individual': 'व्यक्तिगत',
  'flow.type.individual.hint': 'आपके अपने नाम पर निजी खाता।',
  'flow.type.business': 'व्यवसाय',
  'flow.type.business.hint': 'कंपनी, साझेदारी फ़र्म, एकल स्वामित्व या ट्रस्ट।',
  'flow.type.required': 'चुनें कि खाता किसके लिए है',
  'flow.type.creating': 'आपका खाता खोला जा रहा है…',
  'flow.type.failed': 'आपका खाता नहीं खोला जा सका। {message}',

  // Documents.
  'flow.documents.intro': 'फ़ोटो या स्कैन में पूरा दस्तावेज़ दिखना चाहिए, हर कोना नज़र आए और टेक्स्ट पढ़ा जा सके।',
  'flow.documents.intro.business': 'व्यवसाय के आधिकारिक दस्तावेज़ों की साफ़ कॉपी अपलोड करें।',
  'flow.documents.idChoice': 'आप कौन-सा पहचान दस्तावेज़ अपलोड करेंगे?',
  'flow.documents.idChoice.passport': 'पासपोर्ट',
  'flow.documents.idChoice.card': 'ड्राइविंग लाइसेंस या राष्ट्रीय पहचान पत्र (आगे और पीछे)',
  'flow.documents.idChoice.required': 'चुनें कि आप कौन-सा पहचान दस्तावेज़ अपलोड करेंगे',
  'flow.documents.identity': 'पहचान दस्तावेज़',
  'flow.documents.address': 'आपका पता',
  'flow.documents.trustChoice': 'क्या यह व्यवसाय एक ट्रस्ट है?',
  'flow.documents.trustChoice.yes': 'हाँ, यह ट्रस्ट है',
  'flow.documents.trustChoice.no': 'नहीं',
  'flow.documents.trustChoice.required': 'चुनें कि व्यवसाय ट्रस्ट है या नहीं',
  'flow.documents.trustDeedHint': 'वह हस्ताक्षरित डीड जिससे ट्रस्ट बना, सभी अनुसूचियों के साथ।',
  'flow.documents.registrationHint': 'पंजीकरण या निगमन का प्रमाणपत्र।',
  'flow.documents.alreadyUploaded': 'पहले से अपलोड है: {list}। सिर्फ़ बदलना हो तो दोबारा अपलोड करें।',
  'flow.documents.missing': '{document} अपलोड करें',
  'flow.documents.busy': 'आगे बढ़ने से पहले अपलोड पूरा होने दें',

  // Verification and the account.
  'flow.owners.send': 'अपडेट किया गया विवरण भेजें',
  'flow.owners.sent': 'अपडेट किया गया विवरण भेज दिया गया है।',
  'flow.account.activating': 'आने वाले भुगतान चालू हो रहे हैं…',
  'flow.account.ready': 'आपका खाता भुगतान पाने के लिए तैयार है।',
  'flow.account.failed': 'आने वाले भुगतान चालू नहीं हो सके। {message}',
};
