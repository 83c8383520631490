import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useAdminUsers } from '../api/search-users';
import { AdminTable } from './admin-table';

const COLUMNS = [{ label: 'Email' }, { label: 'Balance', number: true }];

/** Users by a part of their email, with their balance; each opens its page. */
export function UserSearch() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const users = useAdminUsers(query, page);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim());
    setPage(0);
  };
  return (
    <section className="card admin-section" aria-labelledby="admin-users">
      <h2 id="admin-users">Users</h2>
      <form className="admin-search" role="search" onSubmit={submit}>
        <label htmlFor="admin-user-query">Email contains</label>
        <input
          id="admin-user-query"
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={200}
        />
        <button type="submit" className="btn btn-secondary btn-sm">
          Search
        </button>
      </form>
      <QueryState query={users} loading="Loading users">
        {(data) =>
          data.content.length === 0 ? (
            <p className="muted">No user matches.</p>
          ) : (
            <>
              <AdminTable caption="Users" columns={COLUMNS}>
                {data.content.map((user) => (
                  <tr key={user.id}>
                    <td>
                      <Link to={`/admin/users/${user.id}`}>{user.email}</Link>
                      {user.isOperator && <span className="muted"> (operator)</span>}
                    </td>
                    <td className="admin-number tabular">{user.balance}</td>
                  </tr>
                ))}
              </AdminTable>
              {data.totalPages > 1 && (
                <Pager
                  label="Pages of users"
                  page={page}
                  totalPages={data.totalPages}
                  onPage={setPage}
                />
              )}
            </>
          )
        }
      </QueryState>
    </section>
  );
}
