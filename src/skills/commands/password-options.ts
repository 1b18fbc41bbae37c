// Programs that take a password on their command line, and where: a literal one there is a secret in
// the skill, and in the shell's history, `ps` and CI logs of whoever runs it. Each program also reads
// it from a prompt, a file or the environment (the fix), which is why a bare option (`mysql -p`) or
// a variable (`-p"$DB_PASS"`) is no finding. Sources: each tool's manual page (mysql(1) --password,
// sshpass(1), redis-cli --pass, docker-login(1), az login, wget(1), curl(1) --user, openssl-passphrase-options(1),
// htpasswd(1), sqlcmd -P, ldapsearch(1) -w, mongosh --password, smbclient(1) -U, keytool -storepass,
// zip(1) -P, 7z -p, gpg(1) --passphrase, PowerShell's ConvertTo-SecureString -AsPlainText).
import { isPlaceholder } from "../../secrets/placeholders.js";
import type { Invocation } from "./invocation.js";
import type { ShellWord } from "./shell.js";

interface PasswordOptions {
  /** Options whose value is the password: `-a pw`, `-apw` (one letter), `--pass pw`, `--pass=pw`. */
  value?: readonly string[];
  /** Options that hold it only glued or after `=` (`-ppw`, `--password=pw`): alone, the program prompts. */
  glued?: readonly string[];
  /** Options whose value is `user<separator>password`; a user alone makes the program prompt. */
  user?: { options: readonly string[]; separator: string };
  /** A value of this form (`pass:pw`, openssl's) holds it after the prefix; any other form names a file or variable. */
  prefix?: string;
  /** One-letter options cluster as getopt reads them: the first that takes a value takes the rest of the word, or the next word (`curl -su admin:pw`, `zip -rP pw`). */
  clusters?: boolean;
  /** The options count only after this subcommand, the command's first or second word (`docker login -p`, `az acr login -p`; not `docker run -p 80:80`, nor a container named login). */
  after?: string;
}

const MYSQL: PasswordOptions = { glued: ["-p", "--password"] };
const MONGO: PasswordOptions = { value: ["-p", "--password"] };
const LDAP: PasswordOptions = { value: ["-w"] };
const LOGIN: PasswordOptions = { value: ["-p", "--password"], after: "login" };
const KEYTOOL: PasswordOptions = { value: ["-storepass", "-keypass", "-srcstorepass", "-deststorepass", "-srckeypass", "-destkeypass"] };

const BY_PROGRAM: Readonly<Record<string, PasswordOptions>> = {
  mysql: MYSQL, mysqldump: MYSQL, mysqladmin: MYSQL, mysqlimport: MYSQL, mysqlshow: MYSQL, mysqlcheck: MYSQL, mariadb: MYSQL, "mariadb-dump": MYSQL, "mariadb-admin": MYSQL,
  sshpass: { value: ["-p"] },
  "redis-cli": { value: ["-a", "--pass"] },
  docker: LOGIN, podman: LOGIN, nerdctl: LOGIN, buildah: LOGIN, skopeo: LOGIN, oras: LOGIN, helm: LOGIN, az: LOGIN,
  wget: { value: ["--password", "--http-password", "--ftp-password", "--proxy-password"] },
  curl: { user: { options: ["-u", "--user", "-U", "--proxy-user"], separator: ":" }, clusters: true },
  lftp: { user: { options: ["-u"], separator: "," } },
  smbclient: { value: ["--password"], user: { options: ["-U", "--user"], separator: "%" } },
  openssl: { value: ["-pass", "-passin", "-passout"], prefix: "pass:" },
  sqlcmd: { value: ["-P"] }, bcp: { value: ["-P"] },
  ldapsearch: LDAP, ldapmodify: LDAP, ldapadd: LDAP, ldapdelete: LDAP, ldapwhoami: LDAP, ldappasswd: LDAP,
  mongosh: MONGO, mongo: MONGO, mongodump: MONGO, mongorestore: MONGO, mongoexport: MONGO, mongoimport: MONGO,
  keytool: KEYTOOL, jarsigner: KEYTOOL,
  zip: { value: ["-P", "--password"], clusters: true }, unzip: { value: ["-P"], clusters: true },
  gpg: { value: ["--passphrase"] }, gpg2: { value: ["--passphrase"] },
  "7z": { glued: ["-p"] }, "7za": { glued: ["-p"] }, "7zz": { glued: ["-p"] },
};

/**
 * The variable a program reads its password from when none is on its command line (sshpass -e,
 * redis-cli's REDISCLI_AUTH, smbclient's PASSWD, lftp --env-password): the name a moved one takes.
 */
export const PASSWORD_VARIABLES: Readonly<Record<string, string>> = { sshpass: "SSHPASS", "redis-cli": "REDISCLI_AUTH", smbclient: "PASSWD", lftp: "LFTP_PASSWORD" };

/** Programs whose command line may hold a password: the check's programs. */
export const PASSWORD_PROGRAMS: readonly string[] = [...Object.keys(BY_PROGRAM), "htpasswd", "convertto-securestring"];

/**
 * Passwords products ship with or document for local use (Android's debug keystore, RabbitMQ's guest,
 * Raspberry Pi OS, Redis's example config, the postgres image's docs): still literal, but what the
 * skill exposes is a default anyone knows, so the finding is medium.
 */
const WELL_KNOWN_DEFAULTS = new Set(["android", "guest", "raspberry", "root", "admin", "foobared", "postgres", "mysecretpassword", "toor", "letmein"]);

export interface PasswordArgument {
  /** How the command takes it, for the finding's label: `mysql -p`, `curl -u user:…`. */
  option: string;
  password: string;
  word: ShellWord;
  /** One of WELL_KNOWN_DEFAULTS. */
  wellKnown: boolean;
}

/** The first literal password on the command line, if any. */
export function passwordArgument(inv: Invocation): PasswordArgument | undefined {
  if (inv.name === "htpasswd") return htpasswdBatch(inv);
  if (inv.name === "convertto-securestring") return plainSecureString(inv);
  const spec = BY_PROGRAM[inv.name];
  if (!spec) return undefined;
  const { args } = inv;
  const from = spec.after === undefined ? 0 : args.slice(0, 2).findIndex((w) => w.value === spec.after) + 1;
  if (spec.after !== undefined && from === 0) return undefined;
  for (let i = from; i < args.length; i++) {
    const word = args[i]!;
    const v = word.value;
    if (v === "--") return undefined;
    if (!v.startsWith("-")) continue;
    const found = valueOf(spec, v, args[i + 1]);
    if (!found) continue;
    const [option, raw, at] = found;
    const taken = at === "next" ? args[i + 1]! : word;
    if (taken.expansions.length > 0) continue; // from a variable or a command: the fix itself
    const password = spec.prefix !== undefined ? (raw.startsWith(spec.prefix) ? raw.slice(spec.prefix.length) : undefined) : passwordOf(spec, option, raw);
    if (password !== undefined && isLiteral(password)) return argument(labelOf(inv.name, option, spec), password, taken);
  }
  return undefined;
}

/** The option a word is, and its value: `[option, value, "next" | "same"]`. */
function valueOf(spec: PasswordOptions, v: string, next: ShellWord | undefined): [string, string, "next" | "same"] | undefined {
  const eq = v.startsWith("--") ? v.indexOf("=") : -1;
  const name = eq === -1 ? v : v.slice(0, eq);
  const options = [...(spec.value ?? []), ...(spec.user?.options ?? [])];
  if (options.includes(name)) {
    if (eq !== -1) return [name, v.slice(eq + 1), "same"];
    // The next option is no value: `mongosh -u admin -p --authenticationDatabase admin` prompts.
    return next === undefined || next.value.startsWith("-") ? undefined : [name, next.value, "next"];
  }
  if (spec.glued?.includes(name) && eq !== -1) return [name, v.slice(eq + 1), "same"];
  if (spec.clusters && /^-[A-Za-z]{2}/.test(v)) return clustered(options, v, next);
  // One-letter options glued to their value (`-ppw`, `-apw`, `-uuser:pw`).
  if (!v.startsWith("--") && v.length > 2) {
    const short = v.slice(0, 2);
    if (spec.glued?.includes(short) || options.includes(short)) return [short, v.slice(2), "same"];
  }
  return undefined;
}

/** getopt's reading of `-abc…`: flags until the first letter that takes a value, which takes the rest or the next word. */
function clustered(options: readonly string[], v: string, next: ShellWord | undefined): [string, string, "next" | "same"] | undefined {
  for (let k = 1; k < v.length; k++) {
    const option = `-${v[k]}`;
    if (!options.includes(option)) continue;
    const rest = v.slice(k + 1);
    if (rest !== "") return [option, rest, "same"];
    return next === undefined || next.value.startsWith("-") ? undefined : [option, next.value, "next"];
  }
  return undefined;
}

function passwordOf(spec: PasswordOptions, option: string, value: string): string | undefined {
  if (!spec.user?.options.includes(option)) return value;
  const at = value.indexOf(spec.user.separator);
  return at === -1 ? undefined : value.slice(at + 1);
}

function labelOf(program: string, option: string, spec: PasswordOptions): string {
  if (spec.user?.options.includes(option)) return `${program} ${option} user${spec.user.separator}…`;
  return `${program}${spec.after ? ` ${spec.after}` : ""} ${option}${spec.prefix ? ` ${spec.prefix}…` : ""}`;
}

function argument(option: string, password: string, word: ShellWord): PasswordArgument {
  return { option, password, word, wellKnown: WELL_KNOWN_DEFAULTS.has(password) };
}

/** A word that is the password as written (no expansion in it), when it is a literal one. */
function literalWord(option: string, word: ShellWord | undefined): PasswordArgument | undefined {
  return word && word.expansions.length === 0 && isLiteral(word.value) ? argument(option, word.value, word) : undefined;
}

/**
 * Four characters or more, not a stand-in (`<password>`, `changeme`, `%PW%`, `REDIS_PASS`), not a
 * file (`az login -p ~/sp.pem` takes a certificate); words with an expansion are left out before.
 */
function isLiteral(password: string): boolean {
  return password.length >= 4 && !isPlaceholder(password) && !FILE_PATH.test(password);
}
const FILE_PATH = /^(?:~?\/|\.\.?\/)|\.(?:pem|crt|cer|pfx|p12|key|txt)$/i;

/**
 * `htpasswd -b[c…] file user password`, `htpasswd -nb user password`: batch mode takes it as an
 * operand. `-C cost` and `-r rounds` take a value, last in a cluster (`-bBC 12`) as alone.
 */
function htpasswdBatch(inv: Invocation): PasswordArgument | undefined {
  let flags = "";
  const operands: ShellWord[] = [];
  for (let i = 0; i < inv.args.length; i++) {
    const v = inv.args[i]!.value;
    if (/^-[a-zA-Z]+$/.test(v)) {
      flags += v.slice(1);
      if (v.endsWith("C") || v.endsWith("r")) i++;
    } else operands.push(inv.args[i]!);
  }
  if (!flags.includes("b")) return undefined;
  return literalWord("htpasswd -b", operands[flags.includes("n") ? 1 : 2]);
}

/** PowerShell's `ConvertTo-SecureString "pw" -AsPlainText -Force` (or `-String "pw"`): the password as written. */
function plainSecureString(inv: Invocation): PasswordArgument | undefined {
  const lower = inv.values.map((v) => v.toLowerCase());
  if (!lower.includes("-asplaintext")) return undefined;
  const named = lower.indexOf("-string");
  const word = named !== -1 ? inv.args[named + 1] : inv.args.find((w, k) => !w.value.startsWith("-") && lower[k - 1] !== "-key" && lower[k - 1] !== "-securekey");
  return literalWord("ConvertTo-SecureString -AsPlainText", word);
}
