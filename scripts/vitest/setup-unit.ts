import { configure } from '@testing-library/dom'

// Two shared cores under a full `npm test` can stretch a render past testing-library's 1 s
// default; rules with real deadlines use fake timers, so a longer wait hides no timing bug.
configure({ asyncUtilTimeout: 5_000 })
