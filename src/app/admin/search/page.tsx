import type { Metadata } from 'next'
import styles from '@/components/account/forms.module.css'
import { searchAdmin } from '@/core/accounts/search-admin'
import { getDeps } from '@/server/get-deps'
import { requirePageStaff } from '@/server/viewer'

export const metadata: Metadata = { title: 'Admin search', robots: { index: false } }

type Props = { searchParams: Promise<{ q?: string | string[] }> }

// Spec §2 staff-only /admin/search/: find users and events. Non-staff get a 404.
export default async function AdminSearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q
  const q = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? ''
  await requirePageStaff(`/admin/search/${q ? `?q=${encodeURIComponent(q)}` : ''}`)
  const result = await searchAdmin(await getDeps(), { text: q })
  return (
    <main className={styles.wide}>
      <h1 id="page-content" tabIndex={-1}>
        Admin search
      </h1>
      <form method="get" action="/admin/search/" role="search" className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="admin-q">Email, name or event id</label>
          <input id="admin-q" name="q" defaultValue={q} />
        </div>
        <button type="submit" className={styles.primary}>
          Search
        </button>
      </form>
      {q ? (
        <>
          <section aria-labelledby="admin-users">
            <h2 id="admin-users">Users ({result.users.length})</h2>
            {result.users.length === 0 ? (
              <p>No users match.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Public id</th>
                    <th scope="col">Staff</th>
                  </tr>
                </thead>
                <tbody>
                  {result.users.map((u) => (
                    <tr key={u.publicId}>
                      <td>{u.fullName}</td>
                      <td>{u.email}</td>
                      <td>{u.publicId}</td>
                      <td>{u.isStaff ? 'Yes' : 'No'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby="admin-events">
            <h2 id="admin-events">Events ({result.events.length})</h2>
            {result.events.length === 0 ? (
              <p>No events match.</p>
            ) : (
              <ul className={styles.list}>
                {result.events.map((e) => (
                  <li key={e.id} className={styles.row}>
                    <a href={e.url}>{e.name}</a> #{e.id} · {e.status} · {e.organizerName} · {e.startsAt.slice(0, 10)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </main>
  )
}
