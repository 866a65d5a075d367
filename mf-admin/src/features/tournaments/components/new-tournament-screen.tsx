import { Link, useNavigate } from 'react-router-dom';
import { useCurrentOrganizerId } from 'shared-data';
import { Card, PageHeader, buttonClassName } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { CreateTournamentForm } from './create-tournament-form';

/** The create form on a page of its own (spec §2 route /tournaments/new). */
export function NewTournamentScreen() {
  const organizerId = useCurrentOrganizerId() ?? '';
  const navigate = useNavigate();
  return (
    <div className={layout.stack}>
      <PageHeader
        title="Create Tournament"
        eyebrow={
          <Link className={buttonClassName({ variant: 'ghost', size: 'sm' })} to="/tournaments">
            ← All tournaments
          </Link>
        }
      />
      <Card>
        <CreateTournamentForm organizerId={organizerId} onCreated={(t) => navigate(`/tournaments/${t.id}`)} />
      </Card>
    </div>
  );
}
