import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: स्टाइल लागू नहीं हो सकीं — style-src में \'unsafe-inline\' के बिना Content-Security-Policy होने पर paykit/styles.css लोड करें: <link rel="stylesheet" href="/assets/paykit/styles.css"> (node_modules/paykit/dist/styles.css को अपने पेजों के पास कॉपी करें)।',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'भुगतान का विवरण लोड हो रहा है…',
  'checkout.state.pending': 'भुगतान का इंतज़ार',
  'checkout.state.confirming': 'भुगतान मिल गया। नेटवर्क पुष्टियों का इंतज़ार है।',
  'checkout.state.underpaid': 'भुगतान का एक हिस्सा मिल गया है। टाइमर ख़त्म होने से पहले बाक़ी राशि इसी पते पर भेजें।',
  'checkout.state.overpaid': 'माँगे गए {amount} {currency} से {extra} {currency} ज़्यादा मिले हैं: अंतर के बारे में {merchant} आपसे संपर्क करेगा।',
  'checkout.state.settled': 'भुगतान पूरा हुआ। धन्यवाद!',
  'checkout.state.error': 'यह भुगतान लोड नहीं हो सका।',
  'checkout.state.notFound': 'यह भुगतान नहीं मिला।',
  'checkout.state.checking': 'हम इस भुगतान की स्थिति जाँच रहे हैं। स्थिति पता चलते ही यह पेज अपडेट हो जाएगा।',
  'checkout.state.checkingNoAddress': 'हम इस भुगतान की स्थिति जाँच रहे हैं। जब तक यहाँ पता न दिखे, कोई राशि न भेजें।',
  'checkout.reconnecting': 'कनेक्शन टूट गया। फिर से कनेक्ट हो रहा है… आख़िरी ज्ञात स्थिति दिखाई जा रही है।',
  'checkout.restart': 'फिर से शुरू करें',
  'checkout.retry': 'फिर से कोशिश करें',
  'checkout.title': 'भुगतान',
  'checkout.testMode': 'टेस्ट मोड',
  'checkout.openWallet': 'वॉलेट में खोलें',
  'checkout.receipt.title': 'रसीद',
  'checkout.receipt.time': 'भुगतान का समय',
  'checkout.receipt.hash': 'लेन-देन हैश',
  'checkout.receipt.reference': 'रेफ़रेंस',
  'checkout.receipt.paymentId': 'भुगतान ID',
  'checkout.outcome.settled': 'भुगतान मिल गया',
  'checkout.outcome.underpaid': 'आंशिक भुगतान',
  'checkout.outcome.expired': 'इस भुगतान की समय-सीमा ख़त्म हो गई है',
  'checkout.outcome.failed': 'यह भुगतान विफल रहा',
  'checkout.closed.expiredBody': 'इस भुगतान के पते पर कोई राशि न भेजें।',
  'checkout.closed.keptBody': 'इस पते पर और राशि न भेजें।',
  'checkout.closed.keptNote': 'आपकी भेजी गई राशि सुरक्षित है। {merchant} से संपर्क करें और यह रेफ़रेंस बताएँ:',
  'checkout.back': '{merchant} पर वापस जाएँ',
  'checkout.backToShop': 'दुकान पर वापस जाएँ',
  'checkout.merchant': 'व्यापारी',
  'checkout.receipt.details': 'विवरण',
  'checkout.receipt.explorer': 'एक्सप्लोरर पर देखें',
  'checkout.receipt.explorerNamed': '{explorer} पर देखें',

  // Amounts.
  'checkout.amount.label': 'भुगतान की राशि',
  'checkout.amount.labelClosed': 'राशि',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'बाक़ी राशि',
  'checkout.amount.exact': 'सटीक राशि',
  'checkout.receivedOf': '{amount} {currency} में से {received} मिले',

  // Address and QR code.
  'checkout.address.label': 'इस पते पर केवल {network} नेटवर्क के ज़रिए {currency} भेजें',
  'checkout.address.labelNoNetwork': 'इस पते पर {currency} भेजें',
  'checkout.address.check': 'जाँच लें कि बोल्ड अक्षर आपके वॉलेट में दिख रहे पते से मेल खाते हैं।',
  'checkout.qr.label': 'पाने वाले पते {address} का QR कोड',
  'checkout.qr.labelUri': '{address} पर {amount} {currency} भुगतान करने का QR कोड',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'पता कॉपी करें',
  'copy.amount': 'राशि कॉपी करें',
  'copy.copied': 'कॉपी हो गया',
  'copy.addressCopied': 'पता कॉपी हो गया',
  'copy.amountCopied': 'राशि कॉपी हो गई',
  'copy.hash': 'लेन-देन हैश कॉपी करें',
  'copy.hashCopied': 'लेन-देन हैश कॉपी हो गया',
  'copy.reference': 'रेफ़रेंस कॉपी करें',
  'copy.referenceCopied': 'रेफ़रेंस कॉपी हो गया',
  'copy.failed': 'कॉपी नहीं हो सका: टेक्स्ट चुनें और ख़ुद कॉपी करें',

  // Countdown.
  'countdown.label': 'बचा हुआ समय',
  'countdown.spoken': '{time} बाक़ी',
  'countdown.expired': 'समय ख़त्म हो गया',

  // Instructions.
  'instructions.pending': 'नेटवर्क शुल्क भेजने वाला चुकाता है।',
  'instructions.underpaid': 'नेटवर्क शुल्क भेजने वाला चुकाता है।',
  'instructions.timeUp': 'समय ख़त्म हो गया: इस पते पर कोई राशि न भेजें। भुगतान बंद होते ही यह पेज अपडेट हो जाएगा।',
  'instructions.confirming': 'आप यह पेज बंद कर सकते हैं; भुगतान अपने-आप पूरा हो जाएगा।',
  'instructions.checking': 'अगर आप भुगतान भेज चुके हैं, तो आपको और कुछ नहीं करना है।',
  'instructions.settled': 'आप यह पेज बंद कर सकते हैं।',
  'instructions.overpaid': 'आप यह पेज बंद कर सकते हैं।',
};
