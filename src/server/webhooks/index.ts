export { verifyWebhook, signWebhookPayload, checkWebhookSignature, type SignatureCheck, type RawBody } from './verify';
export { constructEvent, parseWebhookEvent } from './construct-event';
export { WebhookSignatureError, WebhookPayloadError } from './errors';
