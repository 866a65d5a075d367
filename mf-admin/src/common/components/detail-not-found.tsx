import { Link } from 'react-router-dom';
import { StatusScreen, buttonClassName } from 'shared-ui';

/**
 * Not Found for an admin detail page (spec §2: a missing or foreign item says it doesn't exist or the
 * user has no access to it), with a way back to the list.
 */
export function DetailNotFound({ entity, backTo, backLabel }: { entity: 'Team' | 'Player'; backTo: string; backLabel: string }) {
  return (
    <StatusScreen
      title={`${entity} Not Found`}
      actions={
        <Link className={buttonClassName({ variant: 'primary' })} to={backTo}>
          {backLabel}
        </Link>
      }
    >
      <p>{`The ${entity.toLowerCase()} you're looking for doesn't exist or you don't have access to it.`}</p>
    </StatusScreen>
  );
}
