/** English: the not-found page and the error pages. */

export const notFound = {
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you are looking for does not exist or has been moved.',
  home: 'Return to home',
};

export const errorPages = {
  tooLarge: {
    title: 'That is more than we can take',
    text: 'What you sent is larger than this site accepts. Go back with your browser’s Back button: what you typed is still in the form. Shorten it, then send it again.',
  },
  headersTooLarge: {
    title: 'Your browser sent too much',
    text: 'Your browser sent more data with this request than we accept, usually too many or too large cookies. Clear this site’s cookies, then try again.',
  },
  serverError: {
    title: 'Something went wrong on our side',
    text: 'We could not answer this request. Please try again in a moment.',
  },
  badGateway: {
    title: 'We cannot reach the site right now',
    text: 'Our servers did not answer. Please try again in a minute; if it keeps happening, write to us.',
  },
  unavailable: {
    title: 'The site is briefly unavailable',
    text: 'We are busy or updating the site. Please try again in a minute.',
  },
  timeout: {
    title: 'The site took too long to answer',
    text: 'Our servers did not answer in time. Please try again in a minute.',
  },
  retry: 'Try again',
  home: 'Go to the home page',
  write: 'Write to us',
};
