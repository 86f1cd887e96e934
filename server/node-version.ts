// Imported first by the entry points: on a Node.js older than 24 (which may still run
// TypeScript, as 22.18+ does) stop at once with what to do, rather than fail later on an API
// it lacks. `npm start` and every npm script run the project's own Node 24 (package.json).
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This server needs Node.js 24; this is Node.js ${process.versions.node}. ` +
      "Run it through npm (npm start, npm run serve), which uses the Node.js 24 that npm ci installed, or switch with nvm (.nvmrc).",
  );
  process.exit(1);
}
