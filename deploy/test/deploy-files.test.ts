// The deployment files parse, validate and agree with each other and with the services' configuration:
// docker-compose.yml, .env.example, Dockerfile, deploy/keycloak/realm.json and the Helm chart deploy/helm/counsel.
// helm, ct and docker are not needed here; scripts/deploy-check.mjs runs them too wherever they exist.
import { describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import { lintGoTemplate } from './go-template-lint.js';
import {
  APP_CONTAINERS, SERVICES, composeVariables, configFiles, configKeys, configPortDefaults, dotenv, exists, interpolateCompose, listFiles,
  mergeValues, parseYaml, quantity, read, readJson, readYaml, withComposeDefaults, type Doc,
} from './repo-files.js';

const CHART = 'deploy/helm/counsel';
const compose = readYaml('docker-compose.yml');
const values = readYaml(`${CHART}/values.yaml`);
const district = readYaml(`${CHART}/values-district.yaml`);
const chartYaml = readYaml(`${CHART}/Chart.yaml`);
const schema = readJson(`${CHART}/values.schema.json`);
const realm = readJson('deploy/keycloak/realm.json');
const envOf = (container: string): Record<string, string> => compose.services[container]?.environment ?? {};
// Names of secrets (URLs that carry a password too); a duration such as SET_PASSWORD_LINK_HOURS is not one.
const SECRET_PATTERN = /PASSWORD|SECRET|_KEY$|TOKEN$|^(MONGODB|SMTP)_URL$/;
const SECRET_NAME = { test: (name: string) => SECRET_PATTERN.test(name) && !/_(SECONDS|MINUTES|HOURS|DAYS)$/.test(name) };

/** Variables a chart deployment of `service` receives: shared config, ports/addresses, its env and secrets. */
function chartEnv(service: string): Set<string> {
  const svc = values.services[service];
  const shared = Object.values(values.services as Record<string, Doc>).flatMap((s) => [s.portEnv, s.urlEnv]);
  return new Set<string>(['TARGET', ...Object.keys(values.config), ...shared, ...Object.keys(svc.env), ...Object.keys(svc.secretEnv)].filter(Boolean));
}

describe('every deployment file parses', () => {
  const files = [...listFiles('deploy'), 'docker-compose.yml'];
  const templates = files.filter((f) => f.startsWith(`${CHART}/templates/`));
  const data = files.filter((f) => /\.(ya?ml|json)$/.test(f) && !templates.includes(f));

  it('finds the files it is meant to check', () => {
    expect(data).toEqual(expect.arrayContaining([
      'docker-compose.yml', 'deploy/keycloak/realm.json', 'deploy/helm/ct.yaml', `${CHART}/Chart.yaml`,
      `${CHART}/values.yaml`, `${CHART}/values-district.yaml`, `${CHART}/values.schema.json`,
    ]));
  });

  it.each(data)('%s is valid YAML / JSON', (file) => {
    const text = read(file);
    const doc = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    expect(doc).toBeTruthy();
    expect(typeof doc).toBe('object');
  });

  it('Helm templates are well-formed Go templates and include only templates the chart defines', () => {
    const reports = templates.filter((f) => /\.(ya?ml|tpl|txt)$/.test(f)).map((f) => lintGoTemplate(f, read(f)));
    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    const defined = new Set(reports.flatMap((r) => r.defines));
    expect([...new Set(reports.flatMap((r) => r.includes))].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('the template linter itself catches broken templates', () => {
    expect(lintGoTemplate('t', '{{- if .x }}a').errors).toHaveLength(1);
    expect(lintGoTemplate('t', '{{ include "a" (dict "root" $ }}').errors).toHaveLength(1);
    expect(lintGoTemplate('t', '{{ end }}').errors).toHaveLength(1);
    expect(lintGoTemplate('t', '{{- /* ok */ -}}{{ range .a }}{{ else }}{{ end }}').errors).toEqual([]);
  });
});

describe('Helm chart', () => {
  // Strict mode rejects unknown keywords and type mistakes in the schema itself; union types are intended.
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  const validate = ajv.compile(schema);
  const errorsOf = (v: Doc) => (validate(v) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

  it('values.schema.json is draft-07 and validates values.yaml', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(errorsOf(values)).toEqual([]);
  });

  it.each(['values-district.yaml', 'ci/trial-values.yaml'])('%s over values.yaml validates (as helm merges them)', (file) => {
    expect(errorsOf(mergeValues(values, readYaml(`${CHART}/${file}`)))).toEqual([]);
  });

  it('the schema rejects broken values', () => {
    const broken = (patch: Doc) => errorsOf(mergeValues(values, patch));
    expect(broken({ services: { chat: { port: '4105' } } })).not.toEqual([]);
    expect(broken({ services: { chat: { talksTo: ['mailer'] } } })).not.toEqual([]);
    expect(broken({ securityContext: { readOnlyRootFilesystem: false } })).not.toEqual([]);
    expect(broken({ config: { LOG_LEVEL: 'verbose' } })).not.toEqual([]);
    expect(broken({ mongodb: { enabled: 'yes' } })).not.toEqual([]);
    expect(broken({ replicas: 3 })).not.toEqual([]);
    expect(broken({ config: { OTEL_TRACES_SAMPLER: 'sometimes' } })).not.toEqual([]);
    expect(broken({ config: { OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' } })).not.toEqual([]);
    expect(broken({ networkPolicy: { otlpCollector: { to: [], ports: [4318] } } })).not.toEqual([]);
  });

  it('has a template for each service and the shared resources', () => {
    for (const name of APP_CONTAINERS) {
      expect(read(`${CHART}/templates/${name}.yaml`)).toContain(`include "counsel.service" (dict "root" $ "name" "${name}")`);
      expect(values.services[name]).toBeDefined();
    }
    for (const t of ['_helpers.tpl', '_service.tpl', '_networkpolicy.tpl', 'configmap.yaml', 'ingress.yaml', 'keycloak-realm-configmap.yaml', 'tests/gateway-health.yaml']) {
      expect(exists(`${CHART}/templates/${t}`)).toBe(true);
    }
    const service = read(`${CHART}/templates/_service.tpl`);
    for (const needle of ['kind: Deployment', 'kind: Service', 'kind: HorizontalPodAutoscaler', 'kind: PodDisruptionBudget', 'path: /readyz', 'path: /healthz', 'topologySpreadConstraints', '$svc.secretEnv', '$svc.env', 'TARGET']) {
      expect(service).toContain(needle);
    }
    expect(read(`${CHART}/templates/_networkpolicy.tpl`)).toContain('kind: NetworkPolicy');
    expect(read(`${CHART}/templates/ingress.yaml`)).toContain('kind: Ingress');
  });

  it('pods are non-root with a read-only root filesystem and no capabilities', () => {
    expect(values.podSecurityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(values.securityContext).toMatchObject({ runAsNonRoot: true, readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
    expect(values.config.HOST).toBe('0.0.0.0');
    expect(values.config.DEMO_DATA).toBe('false');
  });

  it('declares MongoDB, Elasticsearch, Keycloak and NATS as optional, non-vendored dependencies', () => {
    const deps = Object.fromEntries((chartYaml.dependencies as Doc[]).map((d) => [d.name, d]));
    for (const name of ['mongodb', 'elasticsearch', 'keycloakx', 'postgresql', 'nats']) {
      expect(deps[name]).toMatchObject({ condition: `${name}.enabled` });
      expect(deps[name].repository).toMatch(/^(https|oci):\/\//);
      expect(deps[name].version).toBeTruthy();
      expect(typeof values[name].enabled).toBe('boolean');
    }
    expect(listFiles(CHART).filter((f) => f.endsWith('.tgz'))).toEqual([]);
    const secret = values.global.counsel.secretName;
    expect([values.mongodb.auth.existingSecret, values.elasticsearch.security.existingSecret, values.postgresql.auth.existingSecret, values.keycloakx.database.existingSecret]).toEqual([secret, secret, secret, secret]);
  });

  it('network policies let each service reach only what it needs', () => {
    const s = values.services;
    expect(values.networkPolicy.enabled).toBe(true);
    expect([...s.gateway.talksTo].sort()).toEqual([...SERVICES].sort());
    for (const name of SERVICES) {
      if (name !== 'identity') expect(s[name].talksTo).toContain('identity');
      expect(s[name].talksTo).not.toContain('gateway');
      expect(s[name].dependencies).toEqual(expect.arrayContaining(['mongodb', 'nats']));
      // Elasticsearch: the knowledge base's passages and the college catalog's search.
      expect(s[name].dependencies.includes('elasticsearch')).toBe(name === 'knowledge' || name === 'colleges');
      expect(s[name].internetEgress).toBe(name === 'chat' || name === 'knowledge');
    }
    expect(s.identity.dependencies).toContain('keycloak');
    expect(s.gateway.internetEgress).toBe(false);
    expect(values.networkPolicy.internetEgress.except).toContain('169.254.0.0/16');
  });

  it('lets every service reach the OpenTelemetry collector, only when an OTLP endpoint is set', () => {
    const policy = read(`${CHART}/templates/_networkpolicy.tpl`);
    expect(policy).toContain('if or $root.Values.config.OTEL_EXPORTER_OTLP_ENDPOINT $root.Values.config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
    expect(policy).toContain('$np.otlpCollector');
    expect(values.networkPolicy.otlpCollector.ports).toContain(4318);
    expect(values.config.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('');
    // One name for every pod would merge the services in the tracing backend: left to each pod's TARGET.
    expect(values.config.OTEL_SERVICE_NAME).toBe('');
    for (const c of APP_CONTAINERS) expect(envOf(c).OTEL_SERVICE_NAME).toBe('');
  });

  it('values-district.yaml scales every service up from the defaults', () => {
    const merged = mergeValues(values, district);
    for (const name of APP_CONTAINERS) {
      const [small, big] = [values.services[name], merged.services[name]];
      expect(big.autoscaling.enabled).toBe(true);
      expect(big.autoscaling.minReplicas).toBeGreaterThanOrEqual(Math.max(2, small.autoscaling.minReplicas));
      expect(big.autoscaling.maxReplicas).toBeGreaterThan(small.autoscaling.maxReplicas);
      expect(big.autoscaling.maxReplicas).toBeGreaterThan(big.autoscaling.minReplicas);
      expect(quantity(big.resources.requests.cpu)).toBeGreaterThanOrEqual(quantity(small.resources.requests.cpu));
      expect(quantity(big.resources.requests.memory)).toBeGreaterThanOrEqual(quantity(small.resources.requests.memory));
    }
    expect(merged.mongodb.replicaCount).toBeGreaterThanOrEqual(3);
    expect(merged.nats.config.cluster.enabled).toBe(true);
  });

  it('ships the same realm file as deploy/keycloak and a chart-testing config', () => {
    expect(read(`${CHART}/files/realm.json`)).toBe(read('deploy/keycloak/realm.json'));
    const ct = readYaml('deploy/helm/ct.yaml');
    expect(ct['chart-dirs']).toContain('deploy/helm');
    expect(ct.charts).toContain(CHART);
  });
});

describe('docker-compose.yml', () => {
  const image = compose['x-counsel-image'];
  // The Compose Specification schema ships with the docker-compose package (a testcontainers dependency).
  const specFile = 'node_modules/docker-compose/schema/compose-spec.json';

  (exists(specFile) ? it : it.skip)('follows the Compose Specification schema', () => {
    const { $schema: _draft, ...spec } = readJson(specFile);
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(spec);
    const ok = validate(interpolateCompose(compose));
    expect(ok ? [] : validate.errors?.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)).toEqual([]);
  });

  it('runs the infrastructure with healthchecks', () => {
    const s = compose.services;
    expect(String(s.mongodb.command)).toMatch(/--replSet rs0/);
    expect(JSON.stringify(s.mongodb.healthcheck.test)).toContain('rs.initiate');
    expect(s.elasticsearch.image).toMatch(/^docker\.elastic\.co\/elasticsearch\/elasticsearch:8\./);
    expect(s.elasticsearch.environment['xpack.security.enabled']).toBe('true');
    expect(s.elasticsearch.environment.ELASTIC_PASSWORD).toMatch(/^\$\{ELASTIC_PASSWORD/);
    expect(s.keycloak.image).toMatch(/^quay\.io\/keycloak\/keycloak:26\./);
    expect(s.keycloak.command).toContain('--import-realm');
    expect(s.keycloak.volumes.join(' ')).toContain('./deploy/keycloak/realm.json:/opt/keycloak/data/import/');
    expect(s.keycloak.environment.KC_HEALTH_ENABLED).toBe('true');
    expect(s.nats.command).toContain('-js');
    for (const name of ['mongodb', 'elasticsearch', 'keycloak', 'nats']) expect(s[name].healthcheck.test).toBeTruthy();
  });

  it.each([...APP_CONTAINERS])('%s runs the shared image with its TARGET, hardened, after healthy dependencies', (name) => {
    const svc = compose.services[name];
    expect(svc.image).toBe(image);
    expect(svc.environment.TARGET).toBe(name);
    expect(svc.environment.HOST).toBe('0.0.0.0');
    expect(svc.environment.NODE_ENV).toBe('production');
    expect(withComposeDefaults(String(svc.environment.DEMO_DATA))).toBe('false');
    expect(svc.read_only).toBe(true);
    expect(svc.user).toMatch(/^[1-9][0-9]*:[0-9]+$/);
    expect(svc.cap_drop).toEqual(['ALL']);
    expect(svc.healthcheck.test).toEqual(['CMD', 'node', 'deploy/docker/healthcheck.mjs']);
    const deps = Object.entries(svc.depends_on ?? {});
    expect(deps.length).toBeGreaterThan(0);
    for (const [, dep] of deps) expect(dep).toEqual({ condition: 'service_healthy' });
  });

  it('every *_URL setting is a URL the services accept (z.url(): single-host, no comma-separated MongoDB hosts)', () => {
    const resolved = interpolateCompose(compose);
    const urls = APP_CONTAINERS.flatMap((c) => Object.entries(resolved.services[c].environment as Record<string, string>))
      .filter(([k, v]) => k.endsWith('_URL') && v !== '');
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter(([, v]) => !URL.canParse(v))).toEqual([]);
    const trial = readYaml(`${CHART}/ci/trial-values.yaml`).secrets.values.MONGODB_URL;
    expect(URL.canParse(trial)).toBe(true);
  });

  it('publishes only the gateway (port 4000) and Keycloak (for its login pages)', () => {
    const published = Object.entries(compose.services as Record<string, Doc>).filter(([, s]) => s.ports).map(([n]) => n).sort();
    expect(published).toEqual(['gateway', 'keycloak']);
    expect(withComposeDefaults(compose.services.gateway.ports[0])).toBe('4000:4000');
  });

  it('documents every variable it reads in .env.example, with no secret filled in', () => {
    const example = dotenv(read('.env.example'));
    const used = [...composeVariables(read('docker-compose.yml')).keys()];
    expect(used.filter((v) => !example.has(v))).toEqual([]);
    const filled = [...example].filter(([k, v]) => SECRET_NAME.test(k) && v !== '');
    expect(filled).toEqual([]);
  });
});

describe('configuration agrees with the services', () => {
  const files = configFiles();

  it('reads the config.ts files of the kit, the gateway and every service', () => {
    expect(files.map((f) => f.container)).toContain('kit');
    const kit = configKeys(read('services/kit/src/config.ts'));
    expect(kit).toEqual(expect.arrayContaining(['NODE_ENV', 'HOST', 'MONGODB_URL', 'KEYCLOAK_URL']));
    expect(configKeys('export const s = z.object({ A_B: z.string(), nested: z.object({ C: x }), D: port(1) });')).toEqual(['A_B', 'C', 'D']);
  });

  it.each(files)('every variable of $file is set in compose and in the chart for its container', ({ file, container }) => {
    const keys = configKeys(read(file));
    expect(keys.length).toBeGreaterThan(0);
    const containers = container === 'kit' ? [...APP_CONTAINERS] : [container];
    for (const c of containers) expect(compose.services[c]).toBeDefined();
    const missingCompose = keys.filter((k) => !containers.some((c) => k in envOf(c)));
    const missingChart = keys.filter((k) => !containers.some((c) => chartEnv(c).has(k)));
    expect({ file, missingCompose, missingChart }).toEqual({ file, missingCompose: [], missingChart: [] });
  });

  it('the variables named in the deployment brief are all set in compose and the chart', () => {
    const names = ['NODE_ENV', 'LOG_LEVEL', 'DATA_DIR', 'HOST', 'TARGET', 'MONGODB_URL', 'NATS_URL', 'NATS_STREAM', 'ELASTICSEARCH_URL',
      'ELASTICSEARCH_USERNAME', 'ELASTICSEARCH_PASSWORD', 'KEYCLOAK_URL', 'KEYCLOAK_REALM', 'KEYCLOAK_CLIENT_ID', 'KEYCLOAK_CLIENT_SECRET',
      'JWKS_URL', 'TOKEN_ISSUER', 'GEMINI_API_KEY', 'GEMINI_MODEL', 'GEMINI_EMBEDDING_MODEL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DEMO_DATA',
      'PORT', 'IDENTITY_PORT', 'STUDENTS_PORT', 'DOCUMENTS_PORT', 'KNOWLEDGE_PORT', 'CHAT_PORT', 'SETTINGS_PORT', 'IDENTITY_URL',
      'STUDENTS_URL', 'DOCUMENTS_URL', 'KNOWLEDGE_URL', 'CHAT_URL', 'SETTINGS_URL', 'PUBLIC_URL', 'COOKIE_SECURE', 'TRUSTED_PROXIES', 'UPLOAD_SIGNING_SECRET'];
    const inCompose = new Set(APP_CONTAINERS.flatMap((c) => Object.keys(envOf(c))));
    const inChart = new Set(APP_CONTAINERS.flatMap((c) => [...chartEnv(c)]));
    expect(names.filter((n) => !inCompose.has(n))).toEqual([]);
    expect(names.filter((n) => !inChart.has(n))).toEqual([]);
    // Secrets reach the chart's pods from the Secret only, never from a ConfigMap.
    expect(Object.keys(values.config).filter((k) => SECRET_NAME.test(k))).toEqual([]);
    for (const c of APP_CONTAINERS) expect(Object.keys(values.services[c].env).filter((k) => SECRET_NAME.test(k))).toEqual([]);
  });

  it('ports agree between the services, compose, the chart and the container healthcheck', () => {
    const defaults = Object.assign({}, ...files.map((f) => configPortDefaults(read(f.file))));
    const probe = read('deploy/docker/healthcheck.mjs');
    for (const name of APP_CONTAINERS) {
      const { port, portEnv, urlEnv } = values.services[name];
      if (defaults[portEnv] !== undefined) expect({ name, port: defaults[portEnv] }).toEqual({ name, port });
      expect(probe).toContain(`${name}: ['${portEnv}', ${port}]`);
      for (const c of APP_CONTAINERS) {
        expect({ c, portEnv, value: envOf(c)[portEnv] }).toEqual({ c, portEnv, value: String(port) });
        if (urlEnv) expect({ c, urlEnv, value: envOf(c)[urlEnv] }).toEqual({ c, urlEnv, value: `http://${name}:${port}` });
      }
    }
    expect(values.services.gateway.port).toBe(Number(withComposeDefaults(compose.services.gateway.ports[0]).split(':').pop()));
  });

  it('image tags agree between compose, .env.example, the chart and package.json', () => {
    const example = dotenv(read('.env.example'));
    const [repo, tag] = withComposeDefaults(compose['x-counsel-image']).split(/:(?=[^:/]+$)/);
    expect(repo).toBe(values.image.repository);
    expect(tag).toBe(values.image.tag || chartYaml.appVersion);
    expect([example.get('COUNSEL_IMAGE'), example.get('COUNSEL_TAG')]).toEqual([repo, tag]);
    expect(chartYaml.appVersion).toBe(readJson('package.json').version);
    const tagOf = (img: string) => img.split(':').pop();
    expect(tagOf(compose.services.keycloak.image)).toBe(values.keycloakx.image.tag);
    expect(tagOf(compose.services.nats.image)).toBe(values.nats.container.image.tag);
    // Bitnami chart majors pin the server versions compose runs: mongodb 16.x = MongoDB 8.0, elasticsearch 21.x = ES 8.
    const deps = Object.fromEntries((chartYaml.dependencies as Doc[]).map((d) => [d.name, d.version]));
    expect(compose.services.mongodb.image).toBe('mongo:8.0');
    expect(deps.mongodb).toBe('>=16.0.0 <17.0.0');
    expect(deps.elasticsearch).toBe('>=21.0.0 <22.0.0');
  });
});

describe('Keycloak realm', () => {
  const client = (id: string) => realm.clients.find((c: Doc) => c.clientId === id);

  it('defines the counsel realm, its roles, no default role, the password policy and token lifespan', () => {
    expect(realm.realm).toBe('counsel');
    expect(realm.roles.realm.map((r: Doc) => r.name)).toEqual(expect.arrayContaining(['student', 'counselor', 'admin', 'teacher']));
    const defaultRole = realm.roles.realm.find((r: Doc) => r.name === realm.defaultRole.name);
    expect(defaultRole.composite).toBe(false);
    expect(defaultRole.composites).toBeUndefined();
    expect(realm.passwordPolicy).toBe('length(6)');
    expect(realm.accessTokenLifespan).toBe(300);
    expect(realm.registrationAllowed).toBe(false);
  });

  it('has the confidential identity client and the public PKCE web client', () => {
    // No password grant by default (issue 17): users sign in at the realm through counsel-web.
    expect(client('counsel-identity')).toMatchObject({ publicClient: false, serviceAccountsEnabled: true, directAccessGrantsEnabled: false, secret: '${KEYCLOAK_CLIENT_SECRET}' });
    const account = realm.users.find((u: Doc) => u.serviceAccountClientId === 'counsel-identity');
    // manage-realm: roster imports create users by partial import, the one admin call that keeps a given id.
    expect([...account.clientRoles['realm-management']].sort()).toEqual(['manage-realm', 'manage-users', 'query-users', 'view-users']);
    // Staff schools reach the services as the access token's `schools` claim (services/kit/src/access.ts).
    for (const id of ['counsel-identity', 'counsel-web']) {
      expect(client(id).protocolMappers).toContainEqual(expect.objectContaining({
        protocolMapper: 'oidc-usermodel-attribute-mapper',
        config: expect.objectContaining({ 'user.attribute': 'schools', 'claim.name': 'schools', multivalued: 'true', 'access.token.claim': 'true' }),
      }));
    }
    expect(client('counsel-web')).toMatchObject({ publicClient: true, standardFlowEnabled: true, directAccessGrantsEnabled: false, implicitFlowEnabled: false });
    expect(client('counsel-web').attributes['pkce.code.challenge.method']).toBe('S256');
  });

  it('shows where a district\'s identity provider goes: a disabled OIDC broker with mappers for email, names, role and school', () => {
    expect(realm.identityProviders).toEqual([expect.objectContaining({ alias: 'district-oidc', providerId: 'oidc', enabled: false })]);
    expect(realm.identityProviders[0].config).toMatchObject({ pkceEnabled: 'true', pkceMethod: 'S256', validateSignature: 'true', syncMode: 'FORCE' });
    const mappers = realm.identityProviderMappers.filter((m: Doc) => m.identityProviderAlias === 'district-oidc');
    const attributes = mappers.filter((m: Doc) => m.identityProviderMapper === 'oidc-user-attribute-idp-mapper').map((m: Doc) => m.config['user.attribute']);
    expect(attributes.sort()).toEqual(['email', 'firstName', 'lastName', 'schools']);
    const roles = mappers.filter((m: Doc) => m.identityProviderMapper === 'oidc-role-idp-mapper').map((m: Doc) => m.config.role);
    expect(roles.sort()).toEqual(['admin', 'counselor', 'student', 'teacher']);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const final = stages[stages.length - 1];

  it('is multi-stage: npm ci, npm run build, npm prune --omit=dev, then a clean runtime stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/RUN (?:--mount=\S+\s+\\\n\s*)?npm ci\b/);
    expect(dockerfile).toMatch(/RUN npm run build/);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(final).not.toMatch(/npm (ci|install)/);
    expect(final).toMatch(/COPY --from=prune /);
  });

  it('runs as a non-root user with a healthcheck and the gateway entry point', () => {
    const user = /^USER\s+(\S+)/m.exec(final)?.[1] ?? '';
    expect(user).toMatch(/^[1-9][0-9]*(:[0-9]+)?$/);
    expect(final).toMatch(/^HEALTHCHECK .*\n?.*deploy\/docker\/healthcheck\.mjs/m);
    expect(final).toMatch(/^CMD \[.*"gateway\/dist\/main\.js"\]/m);
    expect(final).toMatch(/HOST=0\.0\.0\.0/);
    expect(final).toMatch(/DEMO_DATA=false/);
  });

  it('copies the manifest of every npm workspace before npm ci', () => {
    const workspaces: string[] = readJson('package.json').workspaces;
    for (const ws of workspaces) expect(dockerfile).toContain(`COPY ${ws}/package.json ${ws}/`);
    const ignore = read('.dockerignore').split('\n');
    expect(ignore).toEqual(expect.arrayContaining(['**/node_modules', '.env*', '!deploy/docker']));
  });
});
