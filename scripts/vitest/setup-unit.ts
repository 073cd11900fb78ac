// Two shared cores under a full `npm test` can stretch a render past testing-library's 1 s
// default; rules with real deadlines use fake timers, so a longer wait hides no timing bug.
// Only where there is a DOM: importing testing-library in each of the ~290 node-environment
// files cost about 80 s of a unit run's setup time.
export {}

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 5_000 })
}
