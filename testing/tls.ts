// A private certificate authority made for one test run, and a server certificate it signs for
// 127.0.0.1 and localhost: TLS tested as production runs it (a relay whose certificate a company
// CA signed) with no key committed to the repository. Made with the openssl command line, which
// Debian installs with ca-certificates.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TestCa {
  /** The CA's certificate (PEM), and the file that holds it (as SMTP_CA_FILE names one). */
  caCert: string;
  caFile: string;
  /** A server certificate the CA signed for 127.0.0.1 and localhost, with its private key (PEM). */
  server: { key: string; cert: string };
  /** Removes the files. */
  remove(): void;
}

export function makeTestCa(name = "Test CA"): TestCa {
  const dir = mkdtempSync(join(tmpdir(), "test-ca-"));
  const file = (leaf: string) => join(dir, leaf);
  const openssl = (...args: string[]) => {
    try {
      execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      throw new Error(
        missing
          ? "The TLS tests need the openssl command (npm test installs it; Debian: apt-get install openssl)."
          : `openssl ${args[0]} failed: ${String((error as { stderr?: unknown }).stderr ?? error)}`,
      );
    }
  };
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(
    "req",
    "-x509",
    ...ec,
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
    "-days",
    "2",
    "-subj",
    `/CN=${name}`,
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  );
  openssl("req", ...ec, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost");
  writeFileSync(
    file("server.ext"),
    "basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=IP:127.0.0.1,DNS:localhost\n",
  );
  openssl(
    "x509",
    "-req",
    "-in",
    "server.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-out",
    "server.pem",
    "-days",
    "2",
    "-extfile",
    "server.ext",
  );
  return {
    caCert: readFileSync(file("ca.pem"), "utf8"),
    caFile: file("ca.pem"),
    server: { key: readFileSync(file("server.key"), "utf8"), cert: readFileSync(file("server.pem"), "utf8") },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
