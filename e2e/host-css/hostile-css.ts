/**
 * The kind of global CSS real host apps ship, unlayered, aimed at the elements the kit renders:
 * scaffold defaults (heading colours, button chrome, link colours, body type) and a few habits
 * seen in the wild. Written for these tests; each rule is one a host might reasonably have.
 */
export const hostileCss = `
:root { font-family: Georgia, serif; line-height: 2; color: #111; background: #eee; font-size: 20px; }
* { box-sizing: content-box; letter-spacing: 0.05em; }
body { margin: 0; color: #202; text-align: center; text-transform: uppercase; font-weight: 700; }
h1, h2, h3 { color: #0a0a0a; font-size: 3.2em; line-height: 1.1; margin: 1em 0; font-family: 'Comic Sans MS', cursive; }
p { margin: 1em 0; color: #303; font-size: 18px; }
a { color: #646cff; text-decoration: underline; font-weight: 500; }
a:hover { color: #535bf2; }
button { border-radius: 8px; border: 3px solid #f0f; padding: 0.6em 1.2em; font-size: 1em; font-weight: 500; background-color: #1a1a1a; color: #ff0; cursor: pointer; }
button:hover { border-color: #646cff; }
button:focus, button:focus-visible { outline: 4px auto #f00; }
input { border: 2px dashed #0f0; padding: 12px; background: #ffe; font-size: 22px; }
img { border: 5px solid #f00; padding: 4px; }
ul, li { list-style: disc; margin: 10px; padding: 10px; }
div { padding: 0; margin: 0; }
span { font-style: italic; }
`
