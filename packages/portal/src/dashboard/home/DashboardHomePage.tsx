import {
  type Appointment,
  formatAppointmentWhen,
  type PropertyRequest,
  pagePath,
  relativeTime,
  todayIn,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  BedDouble,
  BellRing,
  Building2,
  CalendarCheck,
  CalendarClock,
  ClipboardList,
  Heart,
  Inbox,
  type LucideIcon,
  Megaphone,
  Plus,
  Search,
  Settings,
  User,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useFavorites } from '../../app/favorites';
import { useLoadState } from '../../app/loadState';
import { keys } from '../../app/queryKeys';
import { fullName, useUser } from '../../app/session';
import { notify } from '../../app/toast';
import { dashboardMessages } from '../../logic/messages/dashboard';
import {
  RECENT_ITEMS_LIMIT,
  recentItems,
  UPCOMING_APPOINTMENTS_LIMIT,
  upcomingAppointments,
} from '../../logic/tabs';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { PageHeader } from '../../ui/PageHeader';
import { AppointmentStatusBadge } from '../appointments/AppointmentStatusBadge';
import { useAppointments } from '../appointments/appointmentsQuery';
import { ApplicationStatusBadge } from '../common/StatusBadge';
import { type DashboardCopy, dashboardCopy } from '../copy';
import { ResponseStatsLine } from '../messages/PropertyMessaging';
import styles from './DashboardHomePage.module.css';

interface QuickAction {
  to: string;
  label: string;
  icon: LucideIcon;
}

function quickActions(isLandlord: boolean, copy: DashboardCopy['home']): QuickAction[] {
  const landlord = copy.landlordActions;
  const tenant = copy.tenantActions;
  return isLandlord
    ? [
        { to: pagePath('dashboardProperties'), label: landlord.properties, icon: Building2 },
        { to: pagePath('dashboardRoomNew'), label: landlord.addRoom, icon: BedDouble },
        { to: pagePath('dashboardListingNew'), label: landlord.publishListing, icon: Megaphone },
        { to: pagePath('dashboardLandlordApplications'), label: landlord.reviewApplications, icon: Inbox },
      ]
    : [
        { to: pagePath('rooms'), label: tenant.searchRooms, icon: Search },
        { to: pagePath('dashboardFavorites'), label: tenant.favorites, icon: Heart },
        { to: pagePath('dashboardSavedSearches'), label: tenant.savedSearches, icon: BellRing },
        { to: pagePath('dashboardRequests'), label: tenant.requests, icon: ClipboardList },
        { to: pagePath('dashboardProfile'), label: tenant.profile, icon: User },
      ];
}

/**
 * The dashboard home (spec 02 §2 "Dashboard home"): a welcome line and the role's main button,
 * quick actions, three figures, the next visits and the latest applications.
 */
export function Component() {
  const user = useUser();
  const { client } = useConvive();
  const copy = dashboardCopy.useCopy().home;
  const isLandlord = user.is_landlord;

  const appointments = useAppointments();
  const favorites = useFavorites();
  const properties = useQuery({
    queryKey: keys.properties.mine,
    queryFn: () => client.properties.mine(),
    enabled: isLandlord,
  });
  const applications = useQuery<PropertyRequest[]>({
    queryKey: isLandlord ? keys.propertyRequests.received : keys.propertyRequests.mine,
    queryFn: () => (isLandlord ? client.propertyRequests.received() : client.propertyRequests.mine()),
  });
  const appointmentsLoad = useLoadState(appointments, keys.appointments.all);
  const propertiesLoad = useLoadState(properties, keys.properties.mine);
  const favoritesLoad = useLoadState(favorites, keys.favorites.of(user.id));
  const applicationsLoad = useLoadState(
    applications,
    isLandlord ? keys.propertyRequests.received : keys.propertyRequests.mine,
  );
  const firstLoad = isLandlord ? propertiesLoad : favoritesLoad;

  // One toast however many of the loads fail (spec 02 §8).
  const failed = appointmentsLoad.failed || firstLoad.failed || applicationsLoad.failed;
  const toasted = useRef(false);
  useEffect(() => {
    if (failed && !toasted.current) {
      toasted.current = true;
      notify.error(dashboardMessages.loadFailure);
    }
    if (!failed) toasted.current = false;
  }, [failed]);

  const list = appointments.data ?? [];
  const pending = list.filter((a) => a.status === 'pendiente').length;
  const confirmed = list.filter((a) => a.status === 'confirmada').length;
  const upcoming = upcomingAppointments(list, UPCOMING_APPOINTMENTS_LIMIT, todayIn());
  const recent = recentItems(applications.data ?? [], RECENT_ITEMS_LIMIT);
  const firstName = user.first_name?.trim() || fullName(user);

  return (
    <>
      <DocumentTitle>{copy.documentTitle}</DocumentTitle>
      <PageHeader
        title={copy.welcome(firstName)}
        description={isLandlord ? copy.landlordIntro : copy.tenantIntro}
        actions={
          isLandlord ? (
            <Link to={pagePath('dashboardPropertyNew')} className="btn btn--primary">
              <Plus aria-hidden="true" />
              {copy.newProperty}
            </Link>
          ) : (
            <Link to={pagePath('properties')} className="btn btn--primary">
              <Search aria-hidden="true" />
              {copy.exploreProperties}
            </Link>
          )
        }
      />

      <section aria-labelledby="home-stats" className={styles.section}>
        <h2 id="home-stats" className="visually-hidden">
          {copy.summary}
        </h2>
        {/* A landlord's own responsiveness, as tenants see it on the listings. */}
        {isLandlord ? <ResponseStatsLine landlordId={user.id} withRate /> : null}
        <ul className={styles.stats}>
          <StatCard
            icon={isLandlord ? Building2 : Heart}
            label={isLandlord ? copy.myProperties : copy.favorites}
            value={isLandlord ? properties.data?.length : favorites.data?.length}
            loading={firstLoad.loading}
            loadingLabel={copy.loading}
            failed={firstLoad.failed}
            to={isLandlord ? pagePath('dashboardProperties') : pagePath('dashboardFavorites')}
          />
          <StatCard
            icon={CalendarClock}
            label={copy.pendingAppointments}
            value={appointments.data ? pending : undefined}
            loading={appointmentsLoad.loading}
            loadingLabel={copy.loading}
            failed={appointmentsLoad.failed}
            to={pagePath('dashboardAppointments')}
          />
          <StatCard
            icon={CalendarCheck}
            label={copy.confirmedAppointments}
            value={appointments.data ? confirmed : undefined}
            loading={appointmentsLoad.loading}
            loadingLabel={copy.loading}
            failed={appointmentsLoad.failed}
            to={pagePath('dashboardAppointments')}
          />
        </ul>
      </section>

      <section aria-labelledby="home-actions" className={`card ${styles.section}`}>
        <div className="card__body">
          <h2 id="home-actions" className={styles.cardTitle}>
            {copy.quickActions}
          </h2>
          <ul className={styles.actions}>
            {quickActions(isLandlord, copy).map((action) => {
              const Icon = action.icon;
              return (
                <li key={action.to}>
                  <Link to={action.to} className={styles.action}>
                    <Icon aria-hidden="true" />
                    <span>{action.label}</span>
                  </Link>
                </li>
              );
            })}
            <li>
              <Link to={pagePath('dashboardSettings')} className={styles.action}>
                <Settings aria-hidden="true" />
                <span>{copy.settings}</span>
              </Link>
            </li>
          </ul>
        </div>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="home-upcoming" className="card">
          <div className="card__body">
            <div className={styles.cardHead}>
              <h2 id="home-upcoming" className={styles.cardTitle}>
                {copy.upcoming}
              </h2>
              <Link to={pagePath('dashboardAppointments')} className={styles.more}>
                {copy.seeAll}
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
            {appointmentsLoad.loading ? (
              <ListSkeleton label={copy.loadingAppointments} />
            ) : appointmentsLoad.failed ? (
              <p className="muted">{dashboardMessages.loadFailure}</p>
            ) : upcoming.length === 0 ? (
              <p className={styles.empty}>{isLandlord ? copy.noUpcomingLandlord : copy.noUpcomingTenant}</p>
            ) : (
              <ul className={styles.list}>
                {upcoming.map((appointment) => (
                  <UpcomingItem key={appointment.id} appointment={appointment} isLandlord={isLandlord} />
                ))}
              </ul>
            )}
          </div>
        </section>

        <section aria-labelledby="home-applications" className="card">
          <div className="card__body">
            <div className={styles.cardHead}>
              <h2 id="home-applications" className={styles.cardTitle}>
                {isLandlord ? copy.recentApplications : copy.myApplications}
              </h2>
              <Link
                to={
                  isLandlord
                    ? pagePath('dashboardLandlordApplications')
                    : `${pagePath('dashboardRequests')}?view=applications`
                }
                className={styles.more}
              >
                {copy.seeAll}
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
            {applicationsLoad.loading ? (
              <ListSkeleton label={copy.loadingApplications} />
            ) : applicationsLoad.failed ? (
              <p className="muted">{dashboardMessages.loadFailure}</p>
            ) : recent.length === 0 ? (
              <p className={styles.empty}>
                {isLandlord ? copy.noApplicationsLandlord : copy.noApplicationsTenant}
              </p>
            ) : (
              <ul className={styles.list}>
                {recent.map((application) => (
                  <ApplicationItem key={application.id} application={application} isLandlord={isLandlord} />
                ))}
              </ul>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  loading,
  loadingLabel,
  failed,
  to,
}: {
  icon: LucideIcon;
  label: string;
  value: number | undefined;
  loading: boolean;
  loadingLabel: string;
  failed: boolean;
  to: string;
}) {
  return (
    <li className={`card ${styles.stat}`}>
      <Link to={to} className={styles.statLink}>
        <span className={styles.statIcon} aria-hidden="true">
          <Icon />
        </span>
        <span className={styles.statText}>
          <span className={styles.statLabel}>{label}</span>
          {loading ? (
            <span className={styles.statSkeleton} aria-label={loadingLabel} role="status" />
          ) : (
            <span className={styles.statValue} data-testid="stat-value">
              {failed || value === undefined ? '—' : value}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.list} role="status" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonRow} data-testid="skeleton-row">
          <span className={styles.skeletonLine} style={{ width: '60%' }} />
          <span className={styles.skeletonLine} style={{ width: '40%' }} />
        </div>
      ))}
    </div>
  );
}

function UpcomingItem({ appointment, isLandlord }: { appointment: Appointment; isLandlord: boolean }) {
  const { intlLocale } = useConvive();
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <Link to={pagePath('property', { id: appointment.property })} className={styles.itemTitle}>
          {appointment.property_title}
        </Link>
        <span className={styles.itemMeta}>
          {formatAppointmentWhen(appointment.date, appointment.time, intlLocale)}
          {isLandlord && appointment.user_name ? ` · ${appointment.user_name}` : ''}
        </span>
      </div>
      <AppointmentStatusBadge status={appointment.status} />
    </li>
  );
}

function ApplicationItem({ application, isLandlord }: { application: PropertyRequest; isLandlord: boolean }) {
  const { intlLocale } = useConvive();
  const copy = dashboardCopy.useCopy();
  const target = application.room_title
    ? `${application.property_title} · ${application.room_title}`
    : application.property_title;
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <span className={styles.itemTitle}>{isLandlord ? application.tenant_name : target}</span>
        <span className={styles.itemMeta}>
          {`${copy.requestKind[application.kind]} · `}
          {isLandlord ? `${target} · ` : ''}
          {relativeTime(application.created_at, Date.now(), intlLocale)}
        </span>
      </div>
      <ApplicationStatusBadge status={application.status} />
    </li>
  );
}
