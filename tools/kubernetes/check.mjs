#!/usr/bin/env node
// Checks Kubernetes manifests offline, for .ci/check-kubernetes (examples/kubernetes):
//
//   node check.mjs FILE...                 every document of every FILE: "ok FILE: KIND NAME" a
//                                          line, or one line naming the file, the document and what
//                                          is wrong; exit 1 if anything is
//   node check.mjs --get FILE NAME PATH    a field of the object NAME in FILE, PATH dotted
//                                          (spec.template.spec.containers.0.args.0): a string as it
//                                          is, with no newline added; anything else as JSON
//   node check.mjs --script FILE NAME      the shell script of the only container of NAME, which
//                                          must be command ["/bin/sh", "-c"] and one args string
//   node check.mjs --env FILE NAME         the env of that container, NAME=VALUE a line
//
// Checked, for each document:
//   - YAML 1.2 with no error or warning (a duplicate key is an error); an empty document is skipped;
//   - its kind: v1 PersistentVolumeClaim or batch/v1 Job, the kinds of the example (any other is an
//     error), validated by kubernetes-models' class for it: the OpenAPI schema of Kubernetes (types,
//     required fields, enums, quantities' format);
//   - no unknown field, at any depth: the schema allows any, but kubectl apply (--validate=strict,
//     its default) refuses them. The fields of each type are read from kubernetes-models' type
//     declarations (.d.ts), so they are those of the same Kubernetes version as the schema;
//   - a few rules of the API server that the schema cannot say (jobRules, claimRules below), and
//     that every persistentVolumeClaim volume names a claim defined in the files given.
// Not checked: the keys of maps (labels, the resource names of requests and limits), the rest of
// the API server's validation, admission policies, and anything about a cluster (its version, a
// storage class with ReadWriteMany, the image, quotas). kubernetes-models (pinned in package.json)
// declares Node.js 22+, but runs here on 20.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LineCounter, parseAllDocuments } from "yaml";
import { Job } from "kubernetes-models/batch/v1/Job";
import { PersistentVolumeClaim } from "kubernetes-models/v1/PersistentVolumeClaim";

const kinds = {
  "v1 PersistentVolumeClaim": {
    Model: PersistentVolumeClaim,
    module: "kubernetes-models/v1/PersistentVolumeClaim",
    rules: claimRules,
  },
  "batch/v1 Job": { Model: Job, module: "kubernetes-models/batch/v1/Job", rules: jobRules },
};

function usage() {
  console.error("usage: check.mjs FILE... | --get FILE NAME PATH | --script FILE NAME | --env FILE NAME");
  process.exit(2);
}

/** The documents of a file: {where, object}, `where` naming the file, the document and its line. */
function documents(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    return [{ where: file, problems: [e.message] }];
  }
  const lineCounter = new LineCounter();
  const found = [];
  parseAllDocuments(text, { lineCounter }).forEach((doc, i) => {
    const line = lineCounter.linePos(doc.contents?.range?.[0] ?? doc.range[0]).line;
    const where = `${file}: document ${i + 1} (line ${line})`;
    const problems = [...doc.errors, ...doc.warnings].map((e) => e.message.split("\n")[0].replace(/:$/, ""));
    if (problems.length > 0) {
      found.push({ where, problems });
    } else if (doc.contents !== null) {
      found.push({ where, object: doc.toJS() });
    }
  });
  return found;
}

/** "/spec/template/spec/containers/0/image" -> "spec.template.spec.containers[0].image" */
function fieldPath(instancePath) {
  return instancePath.split("/").slice(1).map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
    .join("").replace(/^\./, "");
}

// ---- unknown fields, from the type declarations ----

const declarations = new Map();

/** The .d.ts beside the module a specifier names (relative to the .d.ts `from`, or a package's). */
function declarationFile(specifier, from) {
  if (specifier.startsWith(".")) {
    return path.resolve(path.dirname(from), specifier).replace(/\.js$/, "") + ".d.ts";
  }
  return fileURLToPath(import.meta.resolve(specifier)).replace(/\.js$/, ".d.ts");
}

/**
 * The first interface of a .d.ts, as kubernetes-models writes them: its name, its fields with their
 * types (the text after the colon), and where each imported type is declared; null when the file
 * declares no interface (a quantity, a time: a type alias, with no fields).
 */
function declaration(file) {
  if (!declarations.has(file)) {
    const text = readFileSync(file, "utf8");
    const start = text.search(/^export interface \w+/m);
    let found = null;
    if (start >= 0) {
      const body = text.slice(start, text.indexOf("\n}\n", start));
      const imports = new Map();
      for (const [, name, specifier] of text.matchAll(/^import \{ (\w+) \} from "([^"]+)";$/gm)) {
        imports.set(name, declarationFile(specifier, file));
      }
      const fields = new Map();
      for (const [, name, type] of body.matchAll(/^ {4}"([^"]+)"\??: (.*)$/gm)) {
        fields.set(name, type);
      }
      if (fields.size === 0) {
        throw new Error(`no fields read from ${file}: has kubernetes-models changed its layout?`);
      }
      found = { name: /^export interface I(\w+)/m.exec(body)[1], fields, imports };
    }
    declarations.set(file, found);
  }
  return declarations.get(file);
}

/** Every key of `value` that is no field of the interface declared in `file`, recursively. */
function unknownFields(value, file, at, problems) {
  const type = declaration(file);
  if (type === null || value === null || typeof value !== "object" || Array.isArray(value)) {
    return; // no fields to check, or the wrong type, which the schema reports
  }
  for (const [key, child] of Object.entries(value)) {
    const where = at ? `${at}.${key}` : key;
    const fieldType = type.fields.get(key);
    if (fieldType === undefined) {
      problems.push(`${where}: no such field in ${type.name}`);
      continue;
    }
    // An object type (IIoK8s...;) or an array of them; maps ({ [key: string]: ... }) and
    // primitives are not looked into.
    const named = /^(Array<)?(\w+)>?;$/.exec(fieldType);
    if (!named || !type.imports.has(named[2])) continue;
    const childFile = type.imports.get(named[2]);
    if (named[1] && Array.isArray(child)) {
      child.forEach((item, i) => unknownFields(item, childFile, `${where}[${i}]`, problems));
    } else if (!named[1]) {
      unknownFields(child, childFile, where, problems);
    }
  }
}

// ---- rules of the API server that the schema does not hold ----

const dnsLabel = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;

function jobRules(job, problems) {
  const spec = job.spec ?? {};
  const pod = spec.template?.spec ?? {};
  const containers = pod.containers ?? [];
  // A Job's name is also a label's value on its pods: 63 characters at most.
  if (!dnsLabel.test(job.metadata?.name ?? "")) {
    problems.push("metadata.name: must be a DNS label (a-z, 0-9, '-', at most 63 characters)");
  }
  if (!["Never", "OnFailure"].includes(pod.restartPolicy)) {
    problems.push("spec.template.spec.restartPolicy: a Job's must be Never or OnFailure");
  }
  if (spec.completionMode === "Indexed" && spec.completions == null) {
    problems.push("spec.completions: an Indexed Job needs it");
  }
  if (spec.backoffLimitPerIndex != null && spec.completionMode !== "Indexed") {
    problems.push("spec.backoffLimitPerIndex: needs completionMode: Indexed");
  }
  if (spec.maxFailedIndexes != null) {
    if (spec.backoffLimitPerIndex == null) {
      problems.push("spec.maxFailedIndexes: needs backoffLimitPerIndex");
    }
    if (spec.completions != null && spec.maxFailedIndexes > spec.completions) {
      problems.push("spec.maxFailedIndexes: must not be more than completions");
    }
  }
  for (const [i, rule] of (spec.podFailurePolicy?.rules ?? []).entries()) {
    const at = `spec.podFailurePolicy.rules[${i}]`;
    if (pod.restartPolicy !== "Never") {
      problems.push(`${at}: a podFailurePolicy needs restartPolicy: Never`);
    }
    if (rule.action === "FailIndex" && spec.backoffLimitPerIndex == null) {
      problems.push(`${at}.action: FailIndex needs backoffLimitPerIndex`);
    }
    const name = rule.onExitCodes?.containerName;
    if (name != null && !containers.some((c) => c.name === name)) {
      problems.push(`${at}.onExitCodes.containerName: no container ${name}`);
    }
  }
  const volumes = new Set((pod.volumes ?? []).map((v) => v.name));
  const names = new Set();
  containers.forEach((container, i) => {
    const at = `spec.template.spec.containers[${i}]`;
    if (!dnsLabel.test(container.name ?? "")) problems.push(`${at}.name: must be a DNS label`);
    if (names.has(container.name)) problems.push(`${at}.name: ${container.name} twice`);
    names.add(container.name);
    (container.volumeMounts ?? []).forEach((mount, j) => {
      if (!volumes.has(mount.name)) {
        problems.push(`${at}.volumeMounts[${j}].name: no volume ${mount.name} in the pod`);
      }
    });
  });
}

function claimRules(claim, problems) {
  if (!(claim.spec?.accessModes?.length > 0)) problems.push("spec.accessModes: needs one at least");
  if (claim.spec?.resources?.requests?.storage == null) {
    problems.push("spec.resources.requests.storage: needs a size");
  }
}

/** The problems of one object; null when its kind is none of ours. */
function check(object) {
  if (object === null || typeof object !== "object" || Array.isArray(object)) {
    return ["not a Kubernetes object (a mapping)"];
  }
  const kind = kinds[`${object.apiVersion} ${object.kind}`];
  if (!kind) {
    return [`unknown kind ${object.apiVersion} ${object.kind} (known: ${Object.keys(kinds).join(", ")})`];
  }
  const problems = [];
  try {
    new kind.Model(object).validate();
  } catch (e) {
    if (!Array.isArray(e.errors)) throw e;
    const byPath = new Map();
    for (const error of e.errors) {
      const at = fieldPath(error.instancePath) || "(the object)";
      byPath.set(at, [...(byPath.get(at) ?? []), error]);
    }
    for (const [at, errors] of byPath) {
      // A bad quantity fails each of its oneOf's types too: its format says it best.
      const format = errors.filter((error) => error.keyword === "format");
      problems.push(`${at}: ${(format.length > 0 ? format : errors).map((error) => error.message).join(", ")}`);
    }
  }
  unknownFields(object, declarationFile(kind.module), "", problems);
  kind.rules(object, problems);
  return problems;
}

function name(object) {
  return `${object?.kind} ${object?.metadata?.name}`;
}

function validate(files) {
  const results = [];
  const claims = new Set();
  for (const file of files) {
    for (const { where, object, problems } of documents(file)) {
      results.push({ file, where, object, problems: problems ?? check(object) });
      if (object?.kind === "PersistentVolumeClaim") claims.add(object.metadata?.name);
    }
  }
  let failed = false;
  for (const { file, where, object, problems } of results) {
    for (const volume of object?.spec?.template?.spec?.volumes ?? []) {
      const claim = volume.persistentVolumeClaim?.claimName;
      if (claim != null && !claims.has(claim)) {
        problems.push(`volume ${volume.name}: its claim ${claim} is defined in none of the files`);
      }
    }
    if (problems.length > 0) {
      console.error(`check-kubernetes: ${where}${object ? `, ${name(object)}` : ""}: ${problems.join("; ")}`);
      failed = true;
    } else {
      console.log(`ok ${file}: ${name(object)}`);
    }
  }
  process.exit(failed ? 1 : 0);
}

/** The object named `wanted` in a file, or exit 1. */
function find(file, wanted) {
  for (const { where, object, problems } of documents(file)) {
    if (problems) fail(`${where}: ${problems.join("; ")}`);
    if (object?.metadata?.name === wanted) return object;
  }
  fail(`${file}: no object named ${wanted}`);
}

/** The only container of the pods of the object named `wanted` in a file, or exit 1. */
function container(file, wanted) {
  const containers = find(file, wanted).spec?.template?.spec?.containers ?? [];
  if (containers.length !== 1) fail(`${file}: ${wanted} has ${containers.length} containers, not one`);
  return containers[0];
}

function fail(message) {
  console.error(`check-kubernetes: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
if (args[0] === "--get" && args.length === 4) {
  let value = find(args[1], args[2]);
  for (const key of args[3].split(".")) {
    value = value?.[key];
    if (value === undefined) fail(`${args[1]}: ${args[2]} has no ${args[3]}`);
  }
  process.stdout.write(typeof value === "string" ? value : JSON.stringify(value));
} else if (args[0] === "--script" && args.length === 3) {
  const { command, args: scriptArgs } = container(args[1], args[2]);
  if (JSON.stringify(command) !== JSON.stringify(["/bin/sh", "-c"]) || scriptArgs?.length !== 1) {
    fail(`${args[1]}: ${args[2]}: the container's command is not ["/bin/sh", "-c"] with one args string`);
  }
  process.stdout.write(scriptArgs[0]);
} else if (args[0] === "--env" && args.length === 3) {
  for (const { name, value, valueFrom } of container(args[1], args[2]).env ?? []) {
    if (valueFrom !== undefined || typeof value !== "string" || value.includes("\n")) {
      fail(`${args[1]}: ${args[2]}: env ${name} is not one line of text`);
    }
    console.log(`${name}=${value}`);
  }
} else if (args.length > 0 && !args[0].startsWith("--")) {
  validate(args);
} else {
  usage();
}
