{{/*
Everything one Counsel service needs: ConfigMap, Deployment, Service, HorizontalPodAutoscaler,
PodDisruptionBudget and NetworkPolicy. Called from templates/<service>.yaml with
  (dict "root" $ "name" "<service>")
*/}}
{{- define "counsel.service" -}}
{{- $root := .root -}}
{{- $name := .name -}}
{{- $svc := index $root.Values.services $name -}}
{{- if $svc.enabled }}
{{- $fullname := include "counsel.serviceName" . -}}
{{- $selector := include "counsel.selectorLabels" . -}}
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "counsel.labels" $root | nindent 4 }}
    app.kubernetes.io/component: {{ $name }}
data:
  TARGET: {{ $name | quote }}
  {{- range $key := keys $svc.env | sortAlpha }}
  {{ $key }}: {{ get $svc.env $key | toString | quote }}
  {{- end }}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "counsel.labels" $root | nindent 4 }}
    app.kubernetes.io/component: {{ $name }}
spec:
  {{- if not $svc.autoscaling.enabled }}
  replicas: {{ $svc.replicas }}
  {{- end }}
  revisionHistoryLimit: 5
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxUnavailable: 0
      maxSurge: 25%
  selector:
    matchLabels:
      {{- $selector | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "counsel.labels" $root | nindent 8 }}
        app.kubernetes.io/component: {{ $name }}
      annotations:
        checksum/shared-config: {{ include "counsel.sharedConfig" $root | sha256sum }}
        checksum/config: {{ toJson $svc.env | sha256sum }}
        prometheus.io/scrape: "true"
        prometheus.io/port: {{ $root.Values.metrics.port | toString | quote }}
        prometheus.io/path: /metrics
        {{- with $svc.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include "counsel.serviceAccountName" $root }}
      automountServiceAccountToken: false
      securityContext:
        {{- toYaml $root.Values.podSecurityContext | nindent 8 }}
      {{- with $root.Values.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      terminationGracePeriodSeconds: 30
      {{- if $root.Values.topologySpread.enabled }}
      topologySpreadConstraints:
        {{- include "counsel.topologySpread" . | trim | nindent 8 }}
      {{- end }}
      containers:
        - name: {{ $name }}
          image: {{ include "counsel.image" $root | quote }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          ports:
            - name: http
              containerPort: {{ $svc.port }}
              protocol: TCP
            - name: metrics
              containerPort: {{ $root.Values.metrics.port }}
              protocol: TCP
          envFrom:
            - configMapRef:
                name: {{ include "counsel.fullname" $root }}-config
            - configMapRef:
                name: {{ $fullname }}
          {{- if or $svc.secretEnv $svc.extraEnv }}
          env:
            {{- range $key := keys $svc.secretEnv | sortAlpha }}
            - name: {{ $key }}
              valueFrom:
                secretKeyRef:
                  name: {{ $root.Values.global.counsel.secretName }}
                  key: {{ $key }}
                  {{- if eq (get $svc.secretEnv $key) "optional" }}
                  optional: true
                  {{- end }}
            {{- end }}
            {{- with $svc.extraEnv }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
          {{- end }}
          readinessProbe:
            httpGet:
              path: /readyz
              port: http
            {{- toYaml $root.Values.probes.readiness | nindent 12 }}
          livenessProbe:
            httpGet:
              path: /healthz
              port: http
            {{- toYaml $root.Values.probes.liveness | nindent 12 }}
          startupProbe:
            httpGet:
              path: /healthz
              port: http
            {{- toYaml $root.Values.probes.startup | nindent 12 }}
          resources:
            {{- toYaml $svc.resources | nindent 12 }}
          securityContext:
            {{- toYaml $root.Values.securityContext | nindent 12 }}
          volumeMounts:
            - name: data
              mountPath: {{ $root.Values.config.DATA_DIR }}
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: data
          emptyDir:
            sizeLimit: {{ $svc.dataSizeLimit | default "256Mi" }}
        - name: tmp
          emptyDir:
            sizeLimit: {{ $root.Values.tmpSizeLimit }}
      {{- with $svc.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $svc.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $svc.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "counsel.labels" $root | nindent 4 }}
    app.kubernetes.io/component: {{ $name }}
spec:
  type: ClusterIP
  selector:
    {{- $selector | nindent 4 }}
  ports:
    - name: http
      port: {{ $svc.port }}
      targetPort: http
      protocol: TCP
    - name: metrics
      port: {{ $root.Values.metrics.port }}
      targetPort: metrics
      protocol: TCP
{{- if $svc.autoscaling.enabled }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "counsel.labels" $root | nindent 4 }}
    app.kubernetes.io/component: {{ $name }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ $fullname }}
  minReplicas: {{ $svc.autoscaling.minReplicas }}
  maxReplicas: {{ $svc.autoscaling.maxReplicas }}
  metrics:
    {{- if $svc.autoscaling.targetCPUUtilizationPercentage }}
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $svc.autoscaling.targetCPUUtilizationPercentage }}
    {{- end }}
    {{- if $svc.autoscaling.targetMemoryUtilizationPercentage }}
    - type: Resource
      resource:
        name: memory
        target:
          type: Utilization
          averageUtilization: {{ $svc.autoscaling.targetMemoryUtilizationPercentage }}
    {{- end }}
  behavior:
    scaleDown:
      stabilizationWindowSeconds: 300
{{- end }}
{{- if $svc.pdb.enabled }}
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $fullname }}
  labels:
    {{- include "counsel.labels" $root | nindent 4 }}
    app.kubernetes.io/component: {{ $name }}
spec:
  {{- if hasKey $svc.pdb "minAvailable" }}
  minAvailable: {{ $svc.pdb.minAvailable }}
  {{- else }}
  maxUnavailable: {{ $svc.pdb.maxUnavailable | default 1 }}
  {{- end }}
  selector:
    matchLabels:
      {{- $selector | nindent 6 }}
{{- end }}
{{- if $root.Values.networkPolicy.enabled }}
{{ include "counsel.networkPolicy" . }}
{{- end }}
{{- end }}
{{- end }}
