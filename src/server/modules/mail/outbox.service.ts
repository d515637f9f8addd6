// The mail module's face to other modules: they queue an e-mail in the outbox (sent by the mail
// worker), inside their own transaction when they pass one, never by reaching the outbox's table.
export { enqueueMail } from "./outbox.repository";
export { queueOrderConfirmation } from "./order-mail";
export { queueOrderEditMail } from "./order-edit-mail";
export { queueOrderRefundMail } from "./order-refund-mail";
export { queueRefundUndoneMail } from "./refund-undone-mail";
export { queueOrderStatusMail } from "./order-status-mail";
export { escapeHtml, mailText } from "./templates/mail-format";
