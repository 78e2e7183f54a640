{{/*
NetworkPolicy of one service: (dict "root" $ "name" "<service>").
Ingress: from the Counsel services whose talksTo names this one, the ingress controller (gateway only),
Prometheus, and the chart's test pod (gateway only).
Egress: DNS, the Counsel services in talksTo, the backing services in dependencies, the OpenTelemetry
collector when an OTLP endpoint is configured, the mail server (identity and notifications, when networkPolicy.smtpServer is
set), the model server at LLM_BASE_URL (chat, when networkPolicy.llmServer is set), and HTTPS to public addresses
when internetEgress is on (Gemini). Everything else is denied.
*/}}
{{- define "counsel.networkPolicy" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $svc := index $root.Values.services $name -}}
{{- $np := $root.Values.networkPolicy -}}
{{- $callers := list -}}
{{- range $other := keys $root.Values.services | sortAlpha -}}
{{- $o := index $root.Values.services $other -}}
{{- if and $o.enabled (has $name $o.talksTo) -}}
{{- $callers = append $callers $other -}}
{{- end -}}
{{- end -}}
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "counsel.serviceName" . }}
  labels:
    {{- include "counsel.labels" $root | nindent 4 }}
    app.kubernetes.io/component: {{ $name }}
spec:
  podSelector:
    matchLabels:
      {{- include "counsel.selectorLabels" . | nindent 6 }}
  policyTypes:
    - Ingress
    - Egress
  ingress:
    {{- if $callers }}
    - from:
        {{- range $caller := $callers }}
        - podSelector:
            matchLabels:
              {{- include "counsel.selectorLabels" (dict "root" $root "name" $caller) | nindent 14 }}
        {{- end }}
      ports:
        - port: http
          protocol: TCP
    {{- end }}
    {{- if eq $name "gateway" }}
    {{- with $np.ingressControllerPeers }}
    - from:
        {{- toYaml . | nindent 8 }}
      ports:
        - port: http
          protocol: TCP
    {{- end }}
    - from:
        - podSelector:
            matchLabels:
              {{- include "counsel.selectorLabels" (dict "root" $root "name" "test") | nindent 14 }}
      ports:
        - port: http
          protocol: TCP
    {{- end }}
    {{- with $np.metricsScraperPeers }}
    - from:
        {{- toYaml . | nindent 8 }}
      ports:
        - port: metrics
          protocol: TCP
    {{- end }}
  egress:
    - to:
        {{- toYaml $np.dnsPeers | nindent 8 }}
      ports:
        - port: 53
          protocol: UDP
        - port: 53
          protocol: TCP
    {{- range $peerName := $svc.talksTo }}
    {{- $peer := index $root.Values.services $peerName }}
    {{- if $peer.enabled }}
    - to:
        - podSelector:
            matchLabels:
              {{- include "counsel.selectorLabels" (dict "root" $root "name" $peerName) | nindent 14 }}
      ports:
        - port: {{ $peer.port }}
          protocol: TCP
    {{- end }}
    {{- end }}
    {{- range $depName := $svc.dependencies }}
    {{- $dep := index $np.dependencies $depName }}
    - to:
        {{- toYaml $dep.to | nindent 8 }}
      ports:
        {{- range $port := $dep.ports }}
        - port: {{ $port }}
          protocol: TCP
        {{- end }}
    {{- end }}
    {{- if or $root.Values.config.OTEL_EXPORTER_OTLP_ENDPOINT $root.Values.config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT }}
    {{- with $np.otlpCollector }}
    - to:
        {{- toYaml .to | nindent 8 }}
      ports:
        {{- range $port := .ports }}
        - port: {{ $port }}
          protocol: TCP
        {{- end }}
    {{- end }}
    {{- end }}
    {{- if eq $name "chat" }}
    {{- with $np.llmServer }}
    - to:
        {{- toYaml .to | nindent 8 }}
      ports:
        {{- range $port := .ports }}
        - port: {{ $port }}
          protocol: TCP
        {{- end }}
    {{- end }}
    {{- end }}
    {{- if or (eq $name "identity") (eq $name "notifications") }}
    {{- with $np.smtpServer }}
    - to:
        {{- toYaml .to | nindent 8 }}
      ports:
        {{- range $port := .ports }}
        - port: {{ $port }}
          protocol: TCP
        {{- end }}
    {{- end }}
    {{- end }}
    {{- if $svc.internetEgress }}
    - to:
        - ipBlock:
            cidr: {{ $np.internetEgress.cidr }}
            {{- with $np.internetEgress.except }}
            except:
              {{- toYaml . | nindent 14 }}
            {{- end }}
      ports:
        {{- range $port := $np.internetEgress.ports }}
        - port: {{ $port }}
          protocol: TCP
        {{- end }}
    {{- end }}
{{- end }}
