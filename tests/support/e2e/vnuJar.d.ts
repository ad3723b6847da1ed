/** `vnu-jar`: the path of the Nu HTML Checker's jar, run with Java. */
declare module 'vnu-jar' {
  const jar: string;
  export default jar;
}
