/** The lead page beyond its fields and pipeline: where the lead came from, and the conversation with the visitor. */
export const leadPage = {
  /** The visit that brought the lead, as the site's own counting saw it. */
  visit: {
    title: 'Where the lead came from',
    landing: 'Landing page',
    source: 'Source',
    campaign: 'Campaign',
    referrer: 'Referrer',
    direct: 'None (typed in, a bookmark or an app)',
    none: 'No counted visit: the visitor was not counted (Do Not Track, a blocked script) or sent the form on another day.',
  },
  /** The reply written on the lead page and sent by the site. */
  compose: {
    title: 'Reply by email',
    from: 'Sent from {from} under your name, {name}; the visitor’s answer comes back to the lead’s own reply address.',
    to: 'To',
    subject: 'Subject',
    body: 'Text',
    formatting: 'Plain text: a blank line starts a paragraph, **words** are bold, web addresses become links.',
    files: 'Files',
    filesHint: 'Up to {max} together: PDF, pictures, office documents, ZIP or plain text.',
    send: 'Send reply',
    noMail:
      'This site sends no mail (SMTP_URL is not set), so replies cannot be sent from here: write an email instead.',
    noEmail: 'The visitor left no email address: call them instead.',
    /** Why a reply was not sent; the form comes back as typed, the files to pick again. */
    refusals: {
      noMail: 'This site sends no mail (SMTP_URL is not set); the reply was not sent.',
      noEmail: 'The visitor left no email address; the reply was not sent.',
      subjectEmpty: 'Write a subject first.',
      bodyEmpty: 'Write the text first.',
      tooLong: 'A subject may have at most {subject} characters and a text {body}.',
      filesTooLarge: 'The files are larger than {max} together; send fewer or smaller ones, then pick them again.',
      fileType:
        '“{file}” is not a kind of file a reply sends (PDF, pictures, office documents, ZIP or plain text); pick the files again without it.',
    },
  },
  /** A message of the conversation, on the lead's timeline. */
  message: {
    wrote: 'Email to {to}',
    /** Said to a screen reader when the open page shows a new message from the visitor. */
    arrived: 'New message',
    /** The visitor's mail: their name as their mail gives it, and the address it came from. */
    from: 'From {name} <{address}>',
    fromAddress: 'From {address}',
    /** A mail a program sent for the visitor (out of office, an auto-reply). */
    automatic: 'Automatic reply: not counted as an answer',
    subject: 'Subject',
    quoted: 'Show quoted text',
    files: 'Files',
    size: '{name} ({size})',
    /** The visitor's files that were not kept, each with why. */
    dropped: 'Files not kept',
    droppedFile: '{name}: {reason}',
    droppedReasons: {
      'too-large': 'too large',
      type: 'not a kind of file that is kept',
    },
    states: {
      queued: 'Queued',
      sent: 'Sent',
      failed: 'Not sent yet: the last try failed, it is tried again',
      received: 'Received',
    },
  },
};
