import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { useAdminUsers } from '../api/search-users';

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
      {users.isPending ? (
        <Spinner label="Loading users" />
      ) : users.isError ? (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(users.error)}
        </p>
      ) : users.data.content.length === 0 ? (
        <p className="muted">No user matches.</p>
      ) : (
        <>
          <div className="admin-scroll">
            <table className="admin-table">
              <caption className="sr-only">Users</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col" className="admin-number">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.content.map((user) => (
                  <tr key={user.id}>
                    <td>
                      <Link to={`/admin/users/${user.id}`}>{user.email}</Link>
                      {user.isOperator && <span className="muted"> (operator)</span>}
                    </td>
                    <td className="admin-number tabular">{user.balance}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {users.data.totalPages > 1 && (
            <Pager
              label="Pages of users"
              page={page}
              totalPages={users.data.totalPages}
              onPage={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}
