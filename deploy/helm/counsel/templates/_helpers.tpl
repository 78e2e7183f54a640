{{/*
Names, labels and shared fragments of the Counsel chart.
Service-scoped helpers take (dict "root" $ "name" "<service>").
*/}}

{{- define "counsel.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "counsel.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "counsel.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Labels on every resource of the chart (root context). */}}
{{- define "counsel.labels" -}}
helm.sh/chart: {{ include "counsel.chart" . }}
app.kubernetes.io/name: {{ include "counsel.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: counsel
{{- end }}

{{/* Selector labels of one service's pods. */}}
{{- define "counsel.selectorLabels" -}}
app.kubernetes.io/name: {{ include "counsel.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end }}

{{/* Resource name of one service, also its in-cluster host name. */}}
{{- define "counsel.serviceName" -}}
{{- printf "%s-%s" (include "counsel.fullname" .root) .name | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "counsel.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "counsel.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/* The one Counsel image, by digest when given, else by tag (default: appVersion). */}}
{{- define "counsel.image" -}}
{{- if .Values.image.digest }}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest }}
{{- else }}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) }}
{{- end }}
{{- end }}

{{/* Whether the services use Keycloak (in-cluster subchart or an external KEYCLOAK_URL). */}}
{{- define "counsel.usesKeycloak" -}}
{{- if or .Values.keycloakx.enabled .Values.config.KEYCLOAK_URL }}true{{ end }}
{{- end }}

{{/*
Shared settings: .Values.config with derived values filled in, then every service's port and address.
Rendered as YAML map entries (the ConfigMap's data). Empty values are left out so service defaults apply.
*/}}
{{- define "counsel.sharedConfig" -}}
{{- $cfg := deepCopy .Values.config }}
{{- if and (not $cfg.NATS_URL) .Values.nats.enabled }}
{{- $_ := set $cfg "NATS_URL" (printf "nats://%s:4222" .Values.nats.fullnameOverride) }}
{{- end }}
{{- if and (not $cfg.KEYCLOAK_URL) .Values.keycloakx.enabled }}
{{- $_ := set $cfg "KEYCLOAK_URL" (printf "http://%s-http" .Values.keycloakx.fullnameOverride) }}
{{- end }}
{{- if and (not $cfg.TOKEN_ISSUER) (include "counsel.usesKeycloak" .) .Values.global.counsel.keycloakPublicUrl }}
{{- $_ := set $cfg "TOKEN_ISSUER" (printf "%s/realms/%s" (trimSuffix "/" .Values.global.counsel.keycloakPublicUrl) $cfg.KEYCLOAK_REALM) }}
{{- end }}
{{- if and (not $cfg.KEYCLOAK_PUBLIC_URL) (include "counsel.usesKeycloak" .) .Values.global.counsel.keycloakPublicUrl }}
{{- $_ := set $cfg "KEYCLOAK_PUBLIC_URL" (trimSuffix "/" .Values.global.counsel.keycloakPublicUrl) }}
{{- end }}
{{- if and (not $cfg.ELASTICSEARCH_URL) .Values.elasticsearch.enabled }}
{{- $_ := set $cfg "ELASTICSEARCH_URL" (printf "http://%s:9200" .Values.elasticsearch.fullnameOverride) }}
{{- end }}
{{- if not $cfg.PUBLIC_URL }}
{{- $_ := set $cfg "PUBLIC_URL" .Values.global.counsel.publicUrl }}
{{- end }}
{{- /* Metrics on their own pod port, reachable by the scraper (NetworkPolicy), never through the Ingress. */}}
{{- $_ := set $cfg "METRICS_PORT" (toString .Values.metrics.port) }}
{{- $_ := set $cfg "METRICS_HOST" "0.0.0.0" }}
{{- range $key := keys $cfg | sortAlpha }}
{{- $value := toString (get $cfg $key) }}
{{- if ne $value "" }}
{{ $key }}: {{ $value | quote }}
{{- end }}
{{- end }}
{{- range $name, $svc := .Values.services }}
{{ $svc.portEnv }}: {{ $svc.port | toString | quote }}
{{- if and $svc.urlEnv $svc.enabled }}
{{ $svc.urlEnv }}: {{ printf "http://%s:%v" (include "counsel.serviceName" (dict "root" $ "name" $name)) $svc.port | quote }}
{{- end }}
{{- end }}
{{- end }}

{{/* Topology spread of one service's pods over zones, then nodes. */}}
{{- define "counsel.topologySpread" -}}
{{- $spread := .root.Values.topologySpread }}
{{- range $key := list "topology.kubernetes.io/zone" "kubernetes.io/hostname" }}
- maxSkew: {{ $spread.maxSkew }}
  topologyKey: {{ $key }}
  whenUnsatisfiable: {{ $spread.whenUnsatisfiable }}
  labelSelector:
    matchLabels:
      {{- include "counsel.selectorLabels" $ | nindent 6 }}
{{- end }}
{{- end }}
