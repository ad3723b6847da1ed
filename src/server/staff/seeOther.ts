/**
 * Post/redirect/get: the answer to a staff form post whose change is done is a 303 to the page
 * that shows it (with the cookies the change set, a renewed session), so a reload reads that
 * page again instead of posting the form twice.
 */
export function seeOther(location: string, cookies: readonly string[] = []): Response {
  const headers = new Headers({ Location: location });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
