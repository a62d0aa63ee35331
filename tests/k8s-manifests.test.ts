/**
 * deploy/k8s (issue 13 point 4): every manifest parses and validates against the typed Kubernetes
 * and KEDA models, the overlay's patches validate once applied to the base objects they patch, and
 * every environment variable a service requires (its zod config schema: no default, not optional)
 * is provided by its Deployment, from the ConfigMap or a Secret key the manifests name.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_INTERNAL_SECRET } from './support/db.js';
import { parseAllDocuments } from 'yaml';
import type { z } from 'zod';
import { ConfigMap, Namespace, PersistentVolumeClaim, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { ScaledObject, TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { gatewayConfigSchema } from '../services/gateway/src/config.js';
import { identityConfigSchema } from '../services/identity/src/config.js';
import { contentConfigSchema } from '../services/content/src/config.js';
import { billingConfigSchema } from '../services/billing/src/config.js';
import { aiWorkerConfigSchema } from '../services/ai-worker/src/config.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const K8S = path.join(ROOT, 'deploy/k8s');

type Obj = { apiVersion?: string; kind?: string; metadata?: { name?: string }; [k: string]: unknown };
interface Validatable {
  validate(): void;
}
const MODELS: Record<string, new (data: never) => Validatable> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'keda.sh/v1alpha1/ScaledObject': ScaledObject,
  'keda.sh/v1alpha1/TriggerAuthentication': TriggerAuthentication,
};

function validate(obj: Obj): void {
  const Model = MODELS[`${obj.apiVersion}/${obj.kind}`];
  if (!Model) throw new Error(`no model for ${obj.apiVersion} ${obj.kind}`);
  new Model(obj as never).validate();
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(name) ? [full] : [];
  });
}

function parseFile(file: string): Obj[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]!.message}`);
    return doc.toJS() as Obj;
  });
}

/** A strategic-merge stand-in for these patches: objects merge, lists and scalars replace. */
function merge(base: unknown, patch: unknown): unknown {
  if (base && patch && typeof base === 'object' && typeof patch === 'object' && !Array.isArray(patch)) {
    const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [k, v] of Object.entries(patch)) out[k] = merge(out[k], v);
    return out;
  }
  return patch;
}

interface Kustomization {
  resources?: string[];
  patches?: { path: string }[];
  images?: { name: string }[];
}
const kustomization = (dir: string) => parseFile(path.join(dir, 'kustomization.yaml'))[0] as Kustomization;

/** The objects a kustomization directory yields (resources, recursively; then its patches). */
function build(dir: string): Obj[] {
  const k = kustomization(dir);
  const objects: Obj[] = [];
  for (const r of k.resources ?? []) {
    const target = path.join(dir, r);
    objects.push(...(statSync(target).isDirectory() ? build(target) : parseFile(target)));
  }
  for (const p of k.patches ?? []) {
    for (const patch of parseFile(path.join(dir, p.path))) {
      const i = objects.findIndex((o) => o.kind === patch.kind && o.metadata?.name === patch.metadata?.name);
      expect(
        i,
        `${p.path} patches ${patch.kind} ${patch.metadata?.name}, which the base has`,
      ).toBeGreaterThanOrEqual(0);
      objects[i] = merge(objects[i], patch) as Obj;
    }
  }
  return objects;
}

const BASE = path.join(K8S, 'base');
const PRODUCTION = path.join(K8S, 'overlays/production');
const base = build(BASE);
const byKind = (kind: string) => base.filter((o) => o.kind === kind) as never[];

const SERVICES = {
  gateway: { port: 5000, schema: gatewayConfigSchema },
  identity: { port: 5101, schema: identityConfigSchema },
  content: { port: 5102, schema: contentConfigSchema },
  billing: { port: 5103, schema: billingConfigSchema },
  'ai-worker': { port: 5104, schema: aiWorkerConfigSchema },
} as const;

/** The variables a schema cannot do without: its object's fields that reject `undefined`. */
function requiredVars(schema: z.ZodType): string[] {
  let s = schema as unknown as {
    _zod: { def: { type: string; in?: unknown } };
    shape?: Record<string, z.ZodType>;
  };
  while (!s.shape) {
    if (s._zod.def.type !== 'pipe' || !s._zod.def.in)
      throw new Error(`cannot find the object in a ${s._zod.def.type}`);
    s = s._zod.def.in as typeof s;
  }
  return Object.entries(s.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name);
}

/** Values of the right shape for Secret keys (the real ones are created out of band). */
const SECRET_SAMPLES: Record<string, string> = {
  DATABASE_URL: 'postgres://nestkeep:pw@postgres:5432/nestkeep',
  REDIS_URL: 'redis://:pw@redis:6379',
  INTERNAL_TOKEN_SECRET: 'x'.repeat(48),
  SESSION_SECRET: 'y'.repeat(48),
  SMTP_URL: 'smtp://user:pw@smtp.example.com:587',
};

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string };
    configMapKeyRef?: { name: string; key: string };
  };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  ports?: { name?: string; containerPort: number }[];
}
interface Named {
  metadata: { name: string };
}
type DeploymentObj = Named & {
  spec: { template: { spec: { containers: Container[]; initContainers?: Container[] } } };
};

const configMaps = new Map(
  (byKind('ConfigMap') as (Named & { data: Record<string, string> })[]).map((c) => [c.metadata.name, c.data]),
);

/** The environment a container gets: ConfigMap values as written, Secret keys as sample values. */
function environment(c: Container): { env: Record<string, string>; secretKeys: string[] } {
  const env: Record<string, string> = {};
  const secretKeys: string[] = [];
  for (const from of c.envFrom ?? []) {
    if (from.configMapRef) {
      const data = configMaps.get(from.configMapRef.name);
      expect(data, `ConfigMap ${from.configMapRef.name} is in the manifests`).toBeDefined();
      Object.assign(env, data);
    }
    expect(
      from.secretRef,
      'Secrets are read key by key, so the keys a service needs are listed',
    ).toBeUndefined();
  }
  for (const e of c.env ?? []) {
    if (e.value !== undefined) env[e.name] = e.value;
    const ref = e.valueFrom?.secretKeyRef;
    if (ref) {
      expect(ref.name).toBe('nestkeep-secrets');
      secretKeys.push(ref.key);
      env[e.name] = SECRET_SAMPLES[ref.key] ?? `sample-${ref.key.toLowerCase()}`;
    }
  }
  return { env, secretKeys };
}

/** Content's configuration as its Deployment sets it. */
function contentSettings() {
  const content = (byKind('Deployment') as DeploymentObj[]).find((d) => d.metadata.name === 'content');
  return contentConfigSchema.parse(environment(content!.spec.template.spec.containers[0]!).env);
}

describe('deploy/k8s manifests', () => {
  it('every YAML file parses, and every Kubernetes or KEDA object in it validates', () => {
    const files = yamlFiles(K8S);
    expect(files.length).toBeGreaterThan(10);
    let validated = 0;
    for (const file of files) {
      const patchFiles = (kustomization(path.dirname(file)).patches ?? []).map((p) => p.path);
      for (const obj of parseFile(file)) {
        if (obj.kind === 'Kustomization') continue;
        // A patch is a fragment: it is validated below, applied to the object it patches.
        if (patchFiles.includes(path.basename(file))) continue;
        expect(
          () => validate(obj),
          `${path.relative(K8S, file)}: ${obj.kind} ${obj.metadata?.name}`,
        ).not.toThrow();
        validated++;
      }
    }
    expect(validated).toBeGreaterThanOrEqual(24);
  });

  it('the validation can fail: a Deployment without its selector or a ScaledObject without a target is refused', () => {
    const deployment = structuredClone(byKind('Deployment')[0]) as { spec: Record<string, unknown> };
    delete deployment.spec.selector;
    expect(() => validate(deployment as Obj)).toThrow();
    const scaled = structuredClone(byKind('ScaledObject')[0]) as { spec: Record<string, unknown> };
    delete scaled.spec.scaleTargetRef;
    expect(() => validate(scaled as Obj)).toThrow();
  });

  it('the production overlay builds from the base, its patches applied, and every object validates', () => {
    const objects = build(PRODUCTION);
    expect(objects.length).toBe(base.length + 1); // + the Namespace
    for (const obj of objects) expect(() => validate(obj), `${obj.kind} ${obj.metadata?.name}`).not.toThrow();
    const images = kustomization(PRODUCTION).images!.map((i) => i.name);
    expect(images.sort()).toEqual(
      Object.keys(SERVICES)
        .map((s) => `nestkeep/${s}`)
        .sort(),
    );
  });

  it('kubectl kustomize (when installed) builds the production overlay, and its output validates', () => {
    let out: string;
    try {
      out = execFileSync('kubectl', ['kustomize', PRODUCTION], { encoding: 'utf8' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return; // kubectl absent: the models above still ran
      throw err;
    }
    const objects = parseAllDocuments(out).map((d) => d.toJS() as Obj);
    expect(objects.length).toBe(base.length + 1);
    for (const obj of objects) {
      expect(() => validate(obj), `${obj.kind} ${obj.metadata?.name}`).not.toThrow();
      if (obj.kind !== 'Namespace')
        expect((obj.metadata as { namespace?: string }).namespace).toBe('nestkeep');
    }
    expect(out).toContain('image: registry.example.com/nestkeep/ai-worker:1.0.0');
  });

  for (const [name, { port, schema }] of Object.entries(SERVICES)) {
    it(`${name}: Deployment, Service, PDB, probes, resources, and every variable its config requires`, () => {
      const deployment = (byKind('Deployment') as DeploymentObj[]).find((d) => d.metadata.name === name);
      expect(deployment).toBeDefined();
      const [container] = deployment!.spec.template.spec.containers;
      expect(container!.image).toBe(`nestkeep/${name}`);
      expect(container!.ports?.[0]?.containerPort).toBe(port);
      // Every service mounts healthRoutes: /readyz checks its dependencies, /healthz the process.
      expect(container!.readinessProbe?.httpGet?.path).toBe('/readyz');
      expect(container!.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(container!.resources?.requests?.cpu).toBeTruthy();
      expect(container!.resources?.limits?.memory).toBeTruthy();
      expect((byKind('Service') as Named[]).some((s) => s.metadata.name === name)).toBe(true);
      expect((byKind('PodDisruptionBudget') as Named[]).some((s) => s.metadata.name === name)).toBe(true);

      const { env, secretKeys } = environment(container!);
      const missing = requiredVars(schema as z.ZodType).filter((v) => !(v in env));
      expect(missing, `${name} requires these, and its Deployment does not provide them`).toEqual([]);
      expect(env.LISTEN_HOST).toBe('0.0.0.0');
      expect(String(env.PORT)).toBe(String(port));
      // The whole configuration, production refinements included (Stripe, Google), parses.
      const parsed = schema.safeParse(env);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      for (const key of secretKeys) expect(key).toMatch(/^[A-Z][A-Z0-9_]*$/);
      // The service's own grace period ends before Kubernetes kills the pod, and outlasts a chat
      // question in flight (content and the gateway hold it for up to CHAT_REPLY_TIMEOUT_MS).
      const graceMs = (parsed.data as { SHUTDOWN_GRACE_MS: number }).SHUTDOWN_GRACE_MS;
      const podSpec = deployment!.spec.template.spec as { terminationGracePeriodSeconds?: number };
      expect(graceMs).toBeLessThan((podSpec.terminationGracePeriodSeconds ?? 30) * 1000);
      expect(graceMs).toBeGreaterThan(contentSettings().CHAT_REPLY_TIMEOUT_MS);
      // Service URLs are cluster DNS names, never loopback.
      for (const v of ['IDENTITY_URL', 'CONTENT_URL', 'BILLING_URL'])
        if (v in env) expect(env[v]).toMatch(/^http:\/\/(identity|content|billing):51\d\d$/);
    });
  }

  it('the migration Job runs each database service with --migrate-only and everything it requires', () => {
    const [job] = byKind('Job') as DeploymentObj[];
    const spec = job!.spec.template.spec;
    const containers = [...(spec.initContainers ?? []), ...spec.containers];
    expect(containers.map((c) => c.name)).toEqual(['migrate-identity', 'migrate-content', 'migrate-billing']);
    for (const c of containers) {
      const svc = c.name.replace('migrate-', '') as keyof typeof SERVICES;
      expect(c.image).toBe(`nestkeep/${svc}`);
      expect(c.command).toEqual(['node', `services/${svc}/dist/main.js`, '--migrate-only']);
      const main = readFileSync(path.join(ROOT, `services/${svc}/src/main.ts`), 'utf8');
      expect(main).toContain("process.argv.includes('--migrate-only')");
      const parsed = SERVICES[svc].schema.safeParse(environment(c).env);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('HPAs for gateway and content; KEDA scales the ai-worker 1..N on the analysis waiting list', () => {
    const hpas = byKind('HorizontalPodAutoscaler') as (Named & {
      spec: { scaleTargetRef: { name: string } };
    })[];
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['content', 'gateway']);
    const [scaled] = byKind('ScaledObject') as {
      spec: {
        scaleTargetRef: { name: string };
        minReplicaCount: number;
        maxReplicaCount: number;
        triggers: { type: string; metadata: Record<string, string>; authenticationRef: { name: string } }[];
      };
    }[];
    expect(scaled!.spec.scaleTargetRef.name).toBe('ai-worker');
    expect(scaled!.spec.minReplicaCount).toBe(1);
    expect(scaled!.spec.maxReplicaCount).toBeGreaterThan(1);
    const [trigger] = scaled!.spec.triggers;
    expect(trigger!.type).toBe('redis');
    expect(trigger!.metadata.listName).toBe(
      `${configMaps.get('nestkeep-config')!.QUEUE_PREFIX}:content-analysis:wait`,
    );
    const auth = (
      byKind('TriggerAuthentication') as (Named & {
        spec: { secretTargetRef: { parameter: string; name: string }[] };
      })[]
    ).find((a) => a.metadata.name === trigger!.authenticationRef.name);
    expect(auth!.spec.secretTargetRef).toEqual([
      expect.objectContaining({ parameter: 'password', name: 'nestkeep-secrets' }),
    ]);
    const ingress = byKind('Ingress')[0] as {
      spec: { rules: { http: { paths: { backend: { service: { name: string } } }[] } }[] };
    };
    expect(ingress.spec.rules[0]!.http.paths[0]!.backend.service.name).toBe('gateway');
  });

  it('the README documents the operations', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toMatch(/## Operations/);
    expect(readme).toContain('kubectl apply -k deploy/k8s/overlays/production');
    expect(existsSync(path.join(PRODUCTION, 'kustomization.yaml'))).toBe(true);
  });

  it("--migrate-only (the Job's command) applies each service's migrations to a real database and exits", async () => {
    const database = await createTestDatabase();
    try {
      const once = async (svc: string) => {
        const script = path.join(ROOT, `services/${svc}/dist/main.js`);
        if (!existsSync(script)) throw new Error('Build first: npm run build (npm test does)');
        const child = spawn(process.execPath, [script, '--migrate-only'], {
          env: {
            PATH: process.env.PATH ?? '',
            LOG_LEVEL: 'warn',
            DATABASE_URL: database.url,
            REDIS_URL: 'redis://127.0.0.1:6379',
            INTERNAL_TOKEN_SECRET: TEST_INTERNAL_SECRET,
            PORT: '65001',
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (d) => (stderr += d));
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
        clearTimeout(timer);
        expect(code, `${svc} --migrate-only: ${stderr}`).toBe(0);
      };
      const services = ['identity', 'content', 'billing'];
      for (const svc of services) await once(svc);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ schema: string; n: string }>(
          `SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = '_prisma_migrations'`,
        );
        expect(rows.length).toBe(services.length);
        for (const { schema } of rows) {
          const applied = await client.query(
            `SELECT count(*)::int AS n FROM "${schema}"."_prisma_migrations" WHERE finished_at IS NOT NULL`,
          );
          expect(applied.rows[0].n, schema).toBeGreaterThan(0);
        }
        // Run again (a re-run Job): nothing left to apply, still exit 0.
        for (const svc of services) await once(svc);
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
    }
  }, 120_000);
});
