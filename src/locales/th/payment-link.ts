import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'ชำระ {amount} {currency}',
  'link.loading': 'กำลังโหลดลิงก์ชำระเงิน…',
  'link.error': 'โหลดลิงก์ชำระเงินนี้ไม่ได้',
  'link.badUrl': 'paykit: PaymentLinkButton ปฏิเสธ checkoutUrl ที่ไม่ใช่ http(s): {url}',
  'link.unavailable.paid': 'ลิงก์ชำระเงินนี้ได้รับการชำระแล้ว',
  'link.unavailable.expired': 'ลิงก์ชำระเงินนี้หมดอายุแล้ว',
  'link.unavailable.deactivated': 'ลิงก์ชำระเงินนี้ใช้งานไม่ได้แล้ว',
  'link.newTab': '(เปิดในแท็บใหม่)',
  'link.dialogTitle': 'ชำระเงิน',
  'link.close': 'ปิดหน้าชำระเงิน',
  'link.frameTitle': 'ชำระเงิน {amount} {currency}',
};
