// The shop runs on Node 24 from the npm registry (decision 094): `npm install` puts it in
// node_modules/.bin, which npm's scripts find first. A Node older than 22 here means the script was
// started without npm (or on a platform the registry has no Node 24 for): say so instead of failing later.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `This is Node ${process.versions.node}; the shop needs Node 22 or later.\n` +
      'Run it through npm (npm start, npm test), which uses the Node 24 that npm install brought,\n' +
      'or, on a platform without it (macOS, Windows), install Node 22 or later.',
  );
  process.exit(1);
}
