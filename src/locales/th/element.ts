import type { ElementMessages } from '../../react/i18n/en-element';

export const element: ElementMessages = {
  'element.error.unreachable': 'เชื่อมต่อไม่ได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'element.error.server': 'เซิร์ฟเวอร์ไม่ตอบสนอง กรุณาลองใหม่ในอีกสักครู่',
  'element.error.invalid': 'หน้านี้ตั้งค่าไม่ถูกต้อง',
  'element.error.contact': 'กรุณาติดต่อร้านค้า',
};
