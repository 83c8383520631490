// The Node that runs the product and its tests: the `node` dev dependency (decision 0050), which
// npm puts first on the PATH of its scripts whatever Node the machine has.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);

/** Prints which Node runs `what`; stops with the way out when it is older than engines.node. */
export function announceNode(what) {
  console.log(`${what} on Node ${process.version} (${process.execPath})`);
  if (major > 22 || (major === 22 && minor >= 12)) return;
  console.error(
    `Reelsmith needs Node 22.12 or later. 'npm install' puts Node 22 in node_modules/.bin; ` +
      `run through npm (npm start, npm test), not with the machine's own node.`,
  );
  process.exit(1);
}
