/** English: the reply sales send a lead that wrote in English (the default an admin may change in the staff area). */

export const leadReply = {
  subject: 'Your request to {company}',
  body: 'Hello {name},\n\nThank you for contacting {company}. I have read your request and would be glad to discuss it with you. When would be a good time for a short call this week?\n\nBest regards,\n{sender}\n{company}',
};
