export {
  signWebhook,
  type VerifyWebhookOptions,
  verifyWebhook,
  verifyWebhookSignature,
  type WebhookEventPayload,
  type WebhookHeaders,
  WebhookVerificationError,
  type WebhookVerificationErrorCode,
} from './verify';
