{
    "version": "{{projectVersion}}",
    "description": "{{projectDescription}}",
    "homepage": "{{projectLinkHomepage}}",
    "license": "{{projectLicense}}",
    "architecture": {
        "64bit": {
            "url": [
                "{{distributionUrl}}#/grundy.exe",
                "{{repoUrl}}/releases/download/{{tagName}}/grundy.1"
            ],
            "hash": [
                "{{distributionChecksumSha256}}",
                "{{Env.GRUNDY_MAN_SHA256}}"
            ]
        }
    },
    "bin": "grundy.exe",
    "post_install": [
        "New-Item -ItemType Directory -Force -Path \"$dir\\completions\" | Out-Null",
        "foreach ($shell in 'bash', 'zsh', 'fish') { $lines = & \"$dir\\grundy.exe\" completion $shell; [IO.File]::WriteAllText(\"$dir\\completions\\grundy.$shell\", (($lines -join \"`n\") + \"`n\")) }"
    ],
    "notes": [
        "The man page is $dir\\grundy.1 (man -l, in Git Bash or WSL).",
        "Shell completions (for Git Bash, MSYS2 or Cygwin) are in $dir\\completions: in bash, source \"$dir\\completions\\grundy.bash\"."
    ],
    "checkver": {
        "github": "{{repoUrl}}"
    }
}
