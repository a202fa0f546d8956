#!/usr/bin/env bash
# Puts supabase/ on a real Supabase project: link, push the migrations, deploy the functions, set their secrets,
# and point the every-minute schedule (created by the migrations) at the project. Safe to run again.
#
# Required environment:
#   SUPABASE_ACCESS_TOKEN      a personal access token (supabase.com/dashboard/account/tokens)
#   SUPABASE_PROJECT_REF       the project's ref (Settings > General)
#   SUPABASE_DB_PASSWORD       the database password
#   SUPABASE_SERVICE_ROLE_KEY  the service_role key (Settings > API), used once to write the schedule settings
#   RESEND_API_KEY             the mail provider key (the functions refuse to start without it)
#   SITE_URL                   the site's origin for links in e-mails, e.g. https://innovatehub.ph
#   ALLOWED_ORIGINS            comma-separated origins allowed to call the functions and visitor RPCs
#   CONSOLE_URL                the staff console's origin, for the calendar feed's links to each lead
# Optional: MAIL_FROM, TEAM_EMAIL.
#   CAPTCHA_SECRET_KEY         turns CAPTCHA on (Cloudflare Turnstile's secret key): the function checks the
#                              visitor's token and the database holds a new lead's e-mails until it passes.
#                              Build the site with the matching VITE_CAPTCHA_SITE_KEY. Unset turns it off.
#   TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID, or CHAT_WEBHOOK_URL (a Slack-compatible incoming webhook)
#                              turn the team's chat alerts on (new leads and escalations); unset turns them off.
#   MEETING_URL_TEMPLATE       the video room of a confirmed meeting: an https URL where {room} becomes an
#                              unguessable name (default https://meet.jit.si/InnovateHub-{room}); a URL without
#                              {room} (a fixed Google Meet or Zoom room) is used for every meeting. Stored in the
#                              database (private.settings), which makes the link when a meeting is confirmed.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export SUPABASE_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 SUPABASE_YES=1

for name in SUPABASE_ACCESS_TOKEN SUPABASE_PROJECT_REF SUPABASE_DB_PASSWORD SUPABASE_SERVICE_ROLE_KEY \
  RESEND_API_KEY SITE_URL ALLOWED_ORIGINS CONSOLE_URL; do
  if [ -z "${!name:-}" ]; then
    echo "deploy-supabase: $name is not set (see the header of this script)" >&2
    exit 2
  fi
done

supabase() { (cd "$ROOT/supabase" && pnpm exec supabase --workdir "$ROOT" "$@"); }
log() { printf '[deploy-supabase] %s\n' "$*"; }

log "linking project $SUPABASE_PROJECT_REF"
supabase link --project-ref "$SUPABASE_PROJECT_REF" --password "$SUPABASE_DB_PASSWORD"

log "pushing migrations"
supabase db push --password "$SUPABASE_DB_PASSWORD" --yes

log "setting function secrets"
# A fresh secret on every deploy: the schedule sends it and mail-worker answers nobody else.
mail_worker_secret="$(openssl rand -hex 32)"
secrets=("RESEND_API_KEY=$RESEND_API_KEY" "SITE_URL=$SITE_URL" "ALLOWED_ORIGINS=$ALLOWED_ORIGINS"
  "CONSOLE_URL=$CONSOLE_URL" "MAIL_WORKER_SECRET=$mail_worker_secret")
[ -n "${MAIL_FROM:-}" ] && secrets+=("MAIL_FROM=$MAIL_FROM")
[ -n "${TEAM_EMAIL:-}" ] && secrets+=("TEAM_EMAIL=$TEAM_EMAIL")
[ -n "${CAPTCHA_SECRET_KEY:-}" ] && secrets+=("CAPTCHA_SECRET_KEY=$CAPTCHA_SECRET_KEY")
chat_alerts=false
if [ -n "${TELEGRAM_BOT_TOKEN:-}" ] && [ -n "${TELEGRAM_CHAT_ID:-}" ]; then
  secrets+=("TELEGRAM_BOT_TOKEN=$TELEGRAM_BOT_TOKEN" "TELEGRAM_CHAT_ID=$TELEGRAM_CHAT_ID")
  chat_alerts=true
elif [ -n "${CHAT_WEBHOOK_URL:-}" ]; then
  secrets+=("CHAT_WEBHOOK_URL=$CHAT_WEBHOOK_URL")
  chat_alerts=true
fi
supabase secrets set "${secrets[@]}"
if [ "$chat_alerts" = false ]; then
  supabase secrets unset TELEGRAM_BOT_TOKEN TELEGRAM_CHAT_ID CHAT_WEBHOOK_URL >/dev/null 2>&1 || true
fi
if [ -z "${CAPTCHA_SECRET_KEY:-}" ]; then
  # A secret left from an earlier deploy would make the function refuse token-less calls for nothing.
  supabase secrets unset CAPTCHA_SECRET_KEY >/dev/null 2>&1 || true
fi

log "deploying functions (verify_jwt per supabase/config.toml)"
supabase functions deploy process-appointment mail-worker staff-calendar agent-document-check storage-deletion-worker --use-api

log "pointing the schedule at the project's functions"
project_url="https://$SUPABASE_PROJECT_REF.supabase.co"
curl --fail --silent --show-error -X POST "$project_url/rest/v1/rpc/configure_platform" \
  -H "apikey: $SUPABASE_SERVICE_ROLE_KEY" -H "Authorization: Bearer $SUPABASE_SERVICE_ROLE_KEY" \
  -H "Content-Type: application/json" \
  -d "{\"p_functions_url\": \"$project_url/functions/v1\", \"p_allowed_origins\": \"$ALLOWED_ORIGINS\"}" >/dev/null

log "giving the schedule mail-worker's secret"
curl --fail --silent --show-error -X POST "$project_url/rest/v1/rpc/configure_mail_worker" \
  -H "apikey: $SUPABASE_SERVICE_ROLE_KEY" -H "Authorization: Bearer $SUPABASE_SERVICE_ROLE_KEY" \
  -H "Content-Type: application/json" -d "{\"p_secret\": \"$mail_worker_secret\"}" >/dev/null

meeting_url_template="${MEETING_URL_TEMPLATE:-https://meet.jit.si/InnovateHub-{room}}"
log "video rooms: $meeting_url_template"
node -e 'process.stdout.write(JSON.stringify({ p_url_template: process.argv[1] }))' "$meeting_url_template" |
  curl --fail --silent --show-error -X POST "$project_url/rest/v1/rpc/configure_meetings" \
    -H "apikey: $SUPABASE_SERVICE_ROLE_KEY" -H "Authorization: Bearer $SUPABASE_SERVICE_ROLE_KEY" \
    -H "Content-Type: application/json" -d @- >/dev/null

captcha_required=false
[ -n "${CAPTCHA_SECRET_KEY:-}" ] && captcha_required=true
log "CAPTCHA on new leads: $captcha_required"
curl --fail --silent --show-error -X POST "$project_url/rest/v1/rpc/configure_captcha" \
  -H "apikey: $SUPABASE_SERVICE_ROLE_KEY" -H "Authorization: Bearer $SUPABASE_SERVICE_ROLE_KEY" \
  -H "Content-Type: application/json" -d "{\"p_required\": $captcha_required}" >/dev/null

log "chat alerts: $chat_alerts"
curl --fail --silent --show-error -X POST "$project_url/rest/v1/rpc/configure_chat_alerts" \
  -H "apikey: $SUPABASE_SERVICE_ROLE_KEY" -H "Authorization: Bearer $SUPABASE_SERVICE_ROLE_KEY" \
  -H "Content-Type: application/json" -d "{\"p_enabled\": $chat_alerts}" >/dev/null

log "done: mail-worker runs every minute (cron job 'mail-worker'), retention daily (cron job 'purge-expired-data'), unverified leads are purged every 5 minutes (cron job 'purge-unverified-leads'), unanswered and soon-but-pending leads escalate every 5 minutes (cron job 'escalate-leads'), agent applications' retention daily (cron job 'purge-expired-agent-applications') and queued Storage deletions every minute (cron job 'storage-deletion-worker')"
