// Runs a code sample a page shows as a reader would: the text written to a module file that Node itself
// loads (Vitest leaves what sits under node_modules to Node, untransformed), beside the installed packages it
// imports. For samples that must be proven right, such as the developers' page's (issue 41 "Docs").
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** The module `text`, loaded with `env` set while it loads (a sample reads its settings once), importing `packages`. */
export async function loadModuleText<T>(text: string, { env = {}, packages = [] }: { env?: Record<string, string>; packages?: string[] } = {}): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-sample-'))
  const modules = path.join(dir, 'node_modules')
  fs.mkdirSync(path.join(modules, 'sample'), { recursive: true })
  for (const name of packages) fs.symlinkSync(path.join(process.cwd(), 'node_modules', name), path.join(modules, name), 'dir')
  const file = path.join(modules, 'sample', 'sample.mjs')
  fs.writeFileSync(file, text)
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]))
  Object.assign(process.env, env)
  try {
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
