/** Conversations between tenants (or guests) and landlords about a home (docs/adr/0173-conversations.md). */
export { registerAttachmentFiles } from './attachments';
export { registerConversationJobs } from './mails';
export { conversationRoutes } from './routes';
export { noteAccepted, openFromRequest } from './service';
