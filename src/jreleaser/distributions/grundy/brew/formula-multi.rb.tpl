# {{jreleaserCreationStamp}}
# grundy's native binary for macOS and Linux, with its man page and shell completions. Made by
# JReleaser from src/jreleaser/distributions/grundy/brew/formula-multi.rb.tpl in grundy's repository.
class {{brewFormulaName}} < Formula
  desc "{{projectDescription}}"
  homepage "{{projectLinkHomepage}}"
  version "{{projectVersion}}"
  license "{{projectLicense}}"

  {{brewMultiPlatform}}

  # The man page, released beside the binaries: the same file for every platform.
  resource "man" do
    url "{{repoUrl}}/releases/download/{{tagName}}/grundy.1", using: :nounzip
    sha256 "{{Env.GRUNDY_MAN_SHA256}}"
  end

  # In place of the install of the platform's block above (the last definition is the one run):
  # the binary as bin/grundy, the man page, and the completions that the binary prints
  # (`grundy completion bash`, `zsh`, `fish`).
  def install
    bin.install Dir["grundy-*"].first => "{{distributionExecutableName}}"
    resource("man").stage { man1.install "grundy.1" }
    generate_completions_from_executable(bin/"{{distributionExecutableName}}", "completion")
  end

  test do
    assert_match "grundy {{projectVersion}}", shell_output("#{bin}/{{distributionExecutableName}} --version")
    assert_match "First player wins", shell_output("#{bin}/{{distributionExecutableName}} solve nim 3 4 5")
  end
end
