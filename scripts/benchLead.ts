/**
 * The lead the benchmarks post: lead `n`, each a different person, as the demo form sends it
 * (the servers they start run with FORM_MIN_FILL_MS=0, so no form token is needed).
 */
export const benchLead = (n: number) => ({
  name: `Bench ${n}`,
  email: `bench${n}@bench.example`,
  message: `Post number ${n}.`,
  consent: 'yes',
  lang: 'en',
  page: '/en',
});
