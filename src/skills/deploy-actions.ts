// What skill-guard-invocation looks for: actions with consequences outside the working copy (deploy,
// publish, release, push, migrate a production database), as commands and as words (English, French),
// and the negations that turn an instruction into a prohibition ("never run `git push`").
//
// Sources: Claude Code docs, "Skills" (disable-model-invocation: "for workflows with side effects …
// like /deploy"); the CLIs' own docs for each command (kubectl, helm, terraform, git, dotnet-ef, prisma,
// rails, aws, gcloud, az, vercel, fly, docker, cargo, gh); the source article of issue 3 ("le bon
// réglage pour une skill qui déploie").

import { KeywordSearch } from "../core/keyword-search.js";

export interface DeployAction {
  id: string;
  /** A command (`git push`, printed as is) or a verb (printed as its phrase: "deploys"). */
  kind: "command" | "verb";
  regex: RegExp;
  /**
   * Literals (lower case) one of which every match holds: a text holding none is not searched with
   * `regex` (test/skills/deploy-actions.test.ts checks every example against them).
   */
  needles: readonly string[];
  /** What is printed: the command (may use captures) or the verb phrase. */
  label: (m: RegExpExecArray) => string;
  /** Only counts when the same clause or line mentions production (`rails db:migrate` is fine in dev). */
  productionOnly?: boolean;
  /** Drop a match (a compound noun such as "release notes", `dotnet publish` which only builds). */
  unless?: (m: RegExpExecArray, text: string) => boolean;
  examples: { bad: readonly string[]; good: readonly string[] };
}

const W = String.raw`(?:[\w.:/=-]{1,60}\s{1,8}){0,3}`; // a few words between a CLI and its subcommand

export const DEPLOY_ACTIONS: readonly DeployAction[] = [
  // -- commands --
  {
    id: "git-push",
    needles: ["push"],
    kind: "command",
    regex: /\bgit\s{1,8}(?:-C\s{1,8}\S{1,200}\s{1,8})?push\b/,
    label: () => "git push",
    examples: { bad: ["git push origin main", "git -C app push --tags"], good: ["git pull --rebase", "git stash push -m wip"] },
  },
  {
    id: "package-publish",
    needles: ["publish", "upload", "push"],
    kind: "command",
    regex: /\b(npm|pnpm|yarn(?:\s{1,8}npm)?|cargo|poetry|uv|flit|vsce|ovsx|lerna|changeset)\s{1,8}publish\b|\b(twine)\s{1,8}upload\b|\b(gem)\s{1,8}push\b|\b(dotnet\s{1,8}nuget)\s{1,8}push\b/,
    label: (m) => (m[1] ? `${m[1].replace(/\s+/g, " ")} publish` : m[2] ? "twine upload" : m[3] ? "gem push" : "dotnet nuget push"),
    examples: { bad: ["npm publish --access public", "cargo publish", "twine upload dist/*", "dotnet nuget push pkg.nupkg"], good: ["npm pack", "dotnet publish -c Release"] },
  },
  {
    id: "kubectl",
    needles: ["kubectl", "oc"],
    kind: "command",
    regex: /\b(kubectl|oc)\s{1,8}(?:-\S{1,60}\s{1,8}(?:[^-\s]\S{0,60}\s{1,8})?){0,4}(apply|delete|replace|patch|rollout\s{1,8}(?:restart|undo|resume)|scale|create|set\s{1,8}image|drain|edit)\b/,
    label: (m) => `${m[1]} ${m[2]!.replace(/\s+/g, " ")}`,
    examples: { bad: ["kubectl apply -f k8s/", "kubectl -n prod delete pod x", "kubectl rollout restart deploy/api"], good: ["kubectl get pods", "kubectl describe deploy api", "kubectl diff -f k8s/", "kubectl rollout status deploy/api"] },
  },
  {
    id: "infrastructure",
    needles: ["helm", "terraform", "tofu", "terragrunt", "pulumi", "cdk", "sam", "serverless", "sls", "firebase", "fly", "wrangler", "skaffold", "argocd", "railway"],
    kind: "command",
    regex: /\b(helm)\s{1,8}(?:-\S{1,60}\s{1,8}(?:[^-\s]\S{0,60}\s{1,8})?){0,4}(upgrade|install|uninstall|rollback|delete)\b|\b(terraform|tofu|terragrunt)\s{1,8}(?:-\S{1,60}\s{1,8}){0,4}(apply|destroy)\b|\b(pulumi)\s{1,8}(up|destroy)\b|\b(cdk|sam|serverless|sls|firebase|fly|flyctl|wrangler|skaffold)\s{1,8}(deploy|publish|run)\b|\b(argocd)\s{1,8}app\s{1,8}(sync)\b|\b(railway)\s{1,8}(up)\b/,
    label: (m) => {
      const pairs: [string | undefined, string | undefined][] = [[m[1], m[2]], [m[3], m[4]], [m[5], m[6]], [m[7], m[8]], [m[9], m[10]], [m[11], m[12]]];
      const [tool, verb] = pairs.find(([t]) => t) ?? ["", ""];
      return tool === "argocd" ? "argocd app sync" : `${tool} ${verb}`;
    },
    // `skaffold run` deploys; `fly run`, `sam run`… are not commands.
    unless: (m) => m[8] === "run" && m[7] !== "skaffold",
    examples: { bad: ["helm upgrade --install api ./chart", "terraform apply -auto-approve", "pulumi up --yes", "fly deploy", "sam deploy --guided"], good: ["helm template ./chart", "terraform plan", "terraform fmt"] },
  },
  {
    id: "cloud-deploy",
    needles: ["aws", "gcloud", "az", "vercel", "netlify", "heroku"],
    kind: "command",
    regex: new RegExp(String.raw`\b(aws|gcloud|az)\s{1,8}${W}(deploy|update-function-code|update-service|create-deployment|up)\b|\b(vercel|netlify)\b[^\n]{0,100}?--prod\b|\b(heroku)\s{1,8}(container:release|releases:rollback)\b`),
    label: (m) => (m[1] ? `${m[1]} … ${m[2]}` : m[3] ? `${m[3]} --prod` : `heroku ${m[5]}`),
    examples: { bad: ["aws cloudformation deploy --stack-name x", "gcloud run deploy api --source .", "az webapp up -n x", "vercel --prod", "netlify deploy --dir dist --prod"], good: ["aws s3 ls", "gcloud config list", "vercel dev"] },
  },
  {
    id: "image-push",
    needles: ["push"],
    kind: "command",
    regex: /\b(docker|podman)\s{1,8}(?:(?:image|compose)\s{1,8})?push\b|\bdocker\s{1,8}buildx\s{1,8}build\b[^\n]{0,200}?\s--push\b/,
    label: (m) => `${m[1] ?? "docker"} push`,
    examples: { bad: ["docker push ghcr.io/o/api:1.2.3", "docker buildx build --platform linux/amd64 --push ."], good: ["docker pull node:22", "docker build -t api ."] },
  },
  {
    id: "release-create",
    needles: ["release"],
    kind: "command",
    regex: /\b(gh\s{1,8}release\s{1,8}create|goreleaser\s{1,8}release|semantic-release)\b/,
    label: (m) => m[1]!.replace(/\s+/g, " "),
    examples: { bad: ["gh release create v1.2.3 --notes-file NOTES.md", "goreleaser release --clean"], good: ["gh release list", "gh release view v1.2.3"] },
  },
  {
    id: "database-migrate",
    needles: ["dotnet", "prisma", "supabase"],
    kind: "command",
    regex: /\b(dotnet\s{1,8}ef\s{1,8}database\s{1,8}update|prisma\s{1,8}migrate\s{1,8}deploy|prisma\s{1,8}db\s{1,8}push|supabase\s{1,8}db\s{1,8}push)\b/,
    label: (m) => m[1]!.replace(/\s+/g, " "),
    examples: { bad: ["dotnet ef database update", "npx prisma migrate deploy", "supabase db push"], good: ["dotnet ef migrations add AjouterDate", "prisma migrate dev", "prisma generate"] },
  },
  {
    id: "database-migrate-production",
    needles: ["rails", "rake", "alembic", "flyway", "liquibase", "knex", "sequelize", "manage.py"],
    kind: "command",
    regex: /\b((?:bin\/)?(?:rails|rake)\s{1,8}db:migrate|alembic\s{1,8}upgrade|flyway\s{1,8}(?:-\S{1,100}\s{1,8}){0,4}migrate|liquibase\s{1,8}(?:-\S{1,100}\s{1,8}){0,4}update|knex\s{1,8}migrate:latest|sequelize\s{1,8}db:migrate|manage\.py\s{1,8}migrate)\b/,
    label: (m) => m[1]!.replace(/\s+/g, " ").replace(/^(flyway|liquibase) .* (migrate|update)$/, "$1 $2"),
    productionOnly: true,
    examples: { bad: ["RAILS_ENV=production bin/rails db:migrate", "alembic upgrade head on the production database"], good: ["bin/rails db:migrate", "alembic upgrade head"] },
  },
  // -- words --
  {
    id: "deploy",
    needles: ["ploy", "ploi", "prod"],
    kind: "verb",
    // Verb forms only: "deployment" and "deployed" describe things more often than they act.
    regex: /(?<![\w/.-])(?:re)?deploy(?:s|ing)?(?![\w-])|\b(?:re|ré)?d[ée]ploy(?:er|ez|ons)\b|\b(?:re|ré)?d[ée]ploi(?:e|es|ent)\b|\b(?:mettre|met|mets|mettent|mettez|mise?|livrer|livre|livrez)\s{1,4}en\s{1,4}(?:production|prod)\b|\b(?:ship|ships|shipping|promote|promotes|roll\s?out|rolls\s?out)\b[^.\n]{0,40}\b(?:to\s{1,4})?(?:prod|production)\b/i,
    label: () => "deploys",
    examples: {
      bad: ["Deploys the API to staging", "deploy prod", "Déployer l'application", "mise en production du front", "ship it to production"],
      good: ["Reviews Kubernetes deployment manifests", "shows the deployed version", "cloud-deploy/", "scripts/deploy.sh is read, not run"],
    },
  },
  {
    id: "release",
    needles: ["releas"],
    kind: "verb",
    regex: /(?<![\w/.-])releas(?:e|es|ing)(?![\w-])|\b(?:cut|cuts|create|creates|tag|tags|ship|ships|draft|drafts|prepare|prepares)\s{1,4}(?:a|the)\s{1,4}(?:new\s{1,4})?release\b/i,
    label: () => "releases",
    unless: (m, text) => {
      if (!/^releas/i.test(m[0])) return false; // "cut a release": the verb phrase itself
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
      const before = text.slice(Math.max(0, m.index - 30), m.index);
      // A noun, not the verb: "release notes", "the stable release", `-c Release`.
      return /^[\s-]{1,3}(?:notes?|candidates?|dates?|cycles?|schedules?|process|history|branch(?:es)?|channels?|tags?|builds?|mode|configuration|checklists?|plans?|managers?|versions?|artifacts?|pipeline|workflow|page|log|train|the\s+lock|memory|resources?)\b/i.test(after) ||
        /(?:-c|--configuration|Configuration=|-p:Configuration=)\s{0,4}$/i.test(before) ||
        /\b(?:a|an|the|this|that|each|every|its|their|our|your|latest|next|new|stable|current|previous|last|first|major|minor|patch|upcoming|final|public|beta|GitHub|npm)\s{1,4}$/i.test(before);
    },
    examples: {
      bad: ["Releases a new version of the CLI", "release cli", "Cuts a new release of the library", "Release the build to the store."],
      good: ["Drafts release notes from merged PRs", "dotnet build -c Release", "checks the release branch", "v2 is the current stable release.", "the latest release is on the GitHub release page"],
    },
  },
  {
    id: "publish",
    needles: ["publi"],
    kind: "verb",
    regex: /(?<![\w/.-])publish(?:es|ing)?(?![\w-])|(?<![\w/.-])publi(?:er|e|es|ent|ez|ons)(?![\w-])/i,
    label: () => "publishes",
    unless: (m, text) =>
      /^\s{1,3}(?:date|settings|profiles?|directory|dir|folder|options?)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 20)) || /\bdotnet\s{1,8}$/.test(text.slice(Math.max(0, m.index - 20), m.index)),
    examples: { bad: ["Publishes the package to npm", "Publier la documentation"], good: ["dotnet publish -c Release -o out", "reads the publish settings"] },
  },
  {
    id: "push",
    needles: ["push", "pouss"],
    kind: "verb",
    regex: /\b(?:force-)?push(?:es|ing)?\s{1,4}(?:the\s{1,4}|your\s{1,4}|all\s{1,4})?(?:changes|commits?|branch(?:es)?|code|tags?|images?)\b|\bpouss(?:er|e|ez)\b[^.\n]{0,30}\b(?:sur|vers)\s{1,4}(?:main|master|origin|la\s{1,4}prod|production)\b/i,
    label: () => "pushes",
    examples: { bad: ["commit and push the changes", "pousser sur main"], good: ["push notifications", "a push-based model"] },
  },
  {
    id: "migrate-production",
    needles: ["migr"],
    kind: "verb",
    regex: /\bmigr\w{0,10}\b[^.\n]{0,60}\b(?:prod|production)\b|\b(?:prod|production)\s{1,4}(?:database|db|base)\b[^.\n]{0,40}\bmigr/i,
    label: () => "migrates a production database",
    examples: { bad: ["Migrates the production database", "migrer la base de production"], good: ["Adds and reviews EF Core migrations"] },
  },
];

/** Words that turn the clause into a prohibition (English, French). */
const NEGATION =
  /\b(?:never|not|don[’']t|dont|doesn[’']t|must not|mustn[’']t|shouldn[’']t|cannot|can[’']t|won[’']t|without|avoid|forbidden|prohibited|refuse|jamais|interdit|interdite|interdits|sans|aucun|aucune|proscrit)(?![\w’'])|(?<![\w\u00C0-\u024F])évite[rz]?\b|(?:^|[\s(])(?:ne|n[’'])\s?[^.!?;:,]{0,40}?\bpas\b|\bno\s{1,4}[`'"]?$/i;
/** French "ne … pas" around the verb: "ne déployez pas". */
const NE = /(?:^|[\s(])(?:ne|n['’])\s?[^.!?;:,]{0,40}$/i;
const PAS_AFTER = /^[^.!?;:\n]{0,40}?\b(?:pas|jamais|plus)\b/i;

/**
 * Whether the clause holding `text[index…]` forbids the action: a negation earlier in the same clause
 * (clauses end at `. ! ? ; :`, a blank line, a list item or a heading — not at commas, so "never
 * release, publish or push" forbids all three; inside a code block, at the line), or French
 * "ne … pas" around it.
 */
export function isNegated(text: string, index: number, length: number, inCode = false): boolean {
  const before = clauseBefore(text, index, inCode);
  if (NEGATION.test(before)) return true;
  return NE.test(before) && PAS_AFTER.test(text.slice(index + length, index + length + 60));
}

function clauseBefore(text: string, index: number, inCode: boolean): string {
  const from = Math.max(0, index - 300);
  const window = text.slice(from, index);
  if (inCode) return window.slice(window.lastIndexOf("\n") + 1);
  const cut = /(?:[.!?;:](?=\s)|\n[ \t]*\n|\n[ \t]*(?:[-*+]|\d+[.)]|#{1,6})[ \t])/g;
  let start = 0;
  for (let m = cut.exec(window); m; m = cut.exec(window)) start = m.index + m[0].length;
  return window.slice(start);
}

/** Whether the clause or line around a match mentions production. */
export function mentionsProduction(text: string, index: number, length: number): boolean {
  const lineStart = text.lastIndexOf("\n", index) + 1;
  const lineEnd = text.indexOf("\n", index + length);
  const line = text.slice(Math.max(lineStart, index - 200), lineEnd === -1 ? Math.min(text.length, index + 200) : Math.min(lineEnd, index + 200));
  return /\b(?:prod|production|RAILS_ENV=production|NODE_ENV=production)\b/i.test(line);
}

export interface FoundAction {
  action: DeployAction;
  label: string;
  index: number;
  length: number;
}

/**
 * Every action `text` asks for (negated ones left out), in order. `codeRanges`: where code blocks are,
 * in order and not overlapping (as markdownFences gives them); only commands count inside them.
 */
export function findActions(text: string, codeRanges: readonly { start: number; end: number }[] = []): FoundAction[] {
  const found: FoundAction[] = [];
  // Cheap before dear: each action's regex runs only on a text that holds one of its literals, all
  // found in one pass (ASCII case-insensitive: a match holds its literal as ASCII, whatever the case).
  needleSearch ??= new KeywordSearch(DEPLOY_ACTIONS.flatMap((a) => a.needles));
  const present = new Set(needleSearch.search(text).keyword);
  for (const action of DEPLOY_ACTIONS) {
    if (!action.needles.some((n) => present.has(n))) continue;
    const re = globalRegex(action);
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      if (action.unless?.(m, text)) continue;
      if (action.productionOnly && !mentionsProduction(text, m.index, m[0].length)) continue;
      const inCode = inRanges(codeRanges, m.index);
      // In a code block, words are file names, comments or sample output; only commands act there.
      if (inCode && action.kind === "verb") continue;
      if (isNegated(text, m.index, m[0].length, inCode)) continue;
      found.push({ action, label: action.label(m), index: m.index, length: m[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

let needleSearch: KeywordSearch | undefined;

/** Whether `at` is inside one of the ranges, by binary search (a body of many blocks and many matches stays linear). */
function inRanges(ranges: readonly { start: number; end: number }[], at: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid]!;
    if (at < r.start) hi = mid - 1;
    else if (at >= r.end) lo = mid + 1;
    else return true;
  }
  return false;
}

const globalRegexes = new Map<DeployAction, RegExp>();

/** The action's regex with the g flag, compiled once per process. */
function globalRegex(action: DeployAction): RegExp {
  let re = globalRegexes.get(action);
  if (!re) {
    re = new RegExp(action.regex.source, action.regex.flags.replace(/g/g, "") + "g");
    globalRegexes.set(action, re);
  }
  return re;
}
