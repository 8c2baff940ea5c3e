/**
 * `npm install`'s first words of our own. npm checks every package's `engines` against the Node
 * that runs npm itself, so on a machine whose Node is older than 24 it prints a warning block
 * per package (EBADENGINE) before any script can run, and the install looks failed. It is not:
 * every script of this project runs on the Node 24 the `node` package pins (node_modules/.bin).
 * This says so, right under those warnings. Plain JavaScript: it runs on whatever Node npm has.
 */
// The Node running npm: the one this script runs on may be the pinned one (node_modules/.bin
// comes first on a script's PATH once it is installed).
const npmNode = /\bnode\/v(\d+[.\d]*)/.exec(process.env.npm_config_user_agent ?? '')?.[1] ?? process.versions.node;
if (Number(npmNode.split('.')[0]) !== 24) {
  console.log(
    `\nNote: npm itself runs on Node ${npmNode} here, so the EBADENGINE warnings above are expected and harmless.\n` +
      'The install goes on; npm start, npm test and every other script run on the pinned Node 24 (the `node` package).\n',
  );
}
