// Real server processes of the built app (scripts/serve.ts) on one PostgreSQL database, for the
// multi-instance tests: each instance is started with its own port and the database's URL, and its
// output is kept to explain a failure.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export type AppInstance = { base: string; child: ChildProcess; output: string[] }

/** Starts one instance on `port` against `databaseUrl`, with `dataDir` and the settings in `extra`. */
export function startAppInstance(port: number, databaseUrl: string, dataDir: string, extra: Record<string, string> = {}): AppInstance {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', 'serve.ts')], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SITE_TLD: '.com', SITE_LOCALE: 'en_US', NEXT_TELEMETRY_DISABLED: '1', TEST_DATABASE_URL: '', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const instance = { base: `http://127.0.0.1:${port}`, child, output: [] as string[] }
  child.stdout?.on('data', (chunk: Buffer) => instance.output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => instance.output.push(chunk.toString()))
  return instance
}

/** Resolves once the instance answers its OpenAPI document; fails if it exits or takes three minutes. */
export async function untilAnswering(instance: AppInstance): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < 180_000) {
    if (instance.child.exitCode !== null) throw new Error(`server exited: ${instance.output.join('')}`)
    if (await fetch(`${instance.base}/api/v3/openapi.json`).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server did not answer: ${instance.output.join('')}`)
}

/** Stops the instances and waits for each to exit (a delivery or sweep under way finishes first). */
export async function stopAppInstances(instances: readonly AppInstance[]): Promise<void> {
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.child.exitCode !== null) return resolve()
          instance.child.once('exit', () => resolve())
          instance.child.kill('SIGTERM')
        }),
    ),
  )
}

/**
 * The balancer's configuration (docs/operations/haproxy.cfg, the file operators deploy) on loopback: it
 * listens on `balancerPort` and sends to the instances on `ports`; it names the instance that answered
 * (X-Served-By: a, b). Written into `configDir`; answers the file's path.
 */
export function writeHaproxyConfig(configDir: string, balancerPort: number, ports: readonly [number, number]): string {
  const file = path.join(configDir, 'haproxy.cfg')
  const template = fs.readFileSync(path.resolve('docs/operations/haproxy.cfg'), 'utf8')
  fs.writeFileSync(
    file,
    template
      .replaceAll('*:8080', `127.0.0.1:${balancerPort}`)
      .replaceAll('10.0.0.11:3000', `127.0.0.1:${ports[0]}`)
      .replaceAll('10.0.0.12:3000', `127.0.0.1:${ports[1]}`),
  )
  return file
}
