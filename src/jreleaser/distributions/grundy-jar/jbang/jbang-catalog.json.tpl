{
  "aliases": {
    "{{jbangAliasName}}": {
      "script-ref": "{{repoUrl}}/releases/download/{{tagName}}/grundy-{{projectVersion}}.jar",
      "description": "{{projectDescription}}",
      "java": "{{distributionJavaVersion}}+"
    }
  }
}
